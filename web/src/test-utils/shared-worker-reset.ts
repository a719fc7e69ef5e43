import { notifications } from '@mantine/notifications';
import { afterAll, vi } from 'vitest';

// The `web-shared` project runs a worker's test files one after another in one window and one
// module cache (vite/test-isolation.ts). After each file, this puts back what a worker of its own
// would have given the next one; Vitest itself restores vi.spyOn spies between files.

/** The address the window opened at, kept on the window by the first file that runs in it. */
const FIRST_URL = Symbol.for('portfolio.firstUrl');
const firstUrl =
  typeof window === 'undefined'
    ? null
    : ((window as Window & { [FIRST_URL]?: string })[FIRST_URL] ??= window.location.href);

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // Mantine keeps the shown and queued notifications in a module of its own.
  notifications.clean();
  if (firstUrl !== null) resetWindow(firstUrl);
});

function resetWindow(url: string) {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', url);
  document.title = '';
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
}
