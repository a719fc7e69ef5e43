import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { undoWindow } from '@/features/admin/editing/undo-window';

afterEach(() => cleanup());

// findBy* and waitFor give up after 1 s by default; on a loaded 2-core CI machine a Mantine form
// can take longer than that to appear, which failed tests whose behaviour was right.
configure({ asyncUtilTimeout: 5_000 });

// Admin deletes wait out an undo window; tests that are not about the window need not wait 8 s.
undoWindow.ms = 50;

// jsdom lacks these browser APIs that Mantine uses. Tests of the prerenderer run with no DOM at all.
if (typeof window !== 'undefined') installBrowserStandIns();

function installBrowserStandIns() {
  const { getComputedStyle } = window;
  window.getComputedStyle = (elt) => getComputedStyle(elt);
  window.HTMLElement.prototype.scrollIntoView = () => {};
  window.scrollTo = () => {};

  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });

  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserver;
}
