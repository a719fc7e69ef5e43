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

/** jsdom's own getComputedStyle, kept on the window so that the stand-in never wraps a stand-in. */
const JSDOM_GET_COMPUTED_STYLE = Symbol.for('portfolio.jsdomGetComputedStyle');

// jsdom lacks these browser APIs that Mantine uses. Tests of the prerenderer run with no DOM at all.
// This file runs before every test file, in the shared project in the window the files before it
// used: each file gets fresh stand-ins, whatever a test before did to them.
if (typeof window !== 'undefined') installBrowserStandIns();

function installBrowserStandIns() {
  const withOriginal = window as Window & { [JSDOM_GET_COMPUTED_STYLE]?: Window['getComputedStyle'] };
  const getComputedStyle = (withOriginal[JSDOM_GET_COMPUTED_STYLE] ??= window.getComputedStyle);
  window.getComputedStyle = (elt) => getComputedStyle(elt);
  window.HTMLElement.prototype.scrollIntoView = () => {};
  window.scrollTo = () => {};

  // A plain function, so that a test's vi.spyOn on it is a spy that vi.restoreAllMocks() removes
  // (a spy on a vi.fn() is that vi.fn(), and its new implementation would outlive the test).
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });

  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserver;
}
