import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Suspense, useRef, useState } from 'react';
import { lazyComponent } from '@/components/lazy-component';
import { SEARCH_TEXT } from './messages';
import type { PagefindLoader } from './pagefind';
import classes from './search-control.module.css';

// The dialog, Modal and the index client are a chunk of their own: a visitor who never searches
// downloads only this button. The chunk loads when the button is hovered, focused or pressed.
const { LazyComponent: LazySearchDialog, preload: preloadDialog } = lazyComponent(
  async () => (await import('./search-dialog')).SearchDialog,
);

/** A failed preload is retried by the next press (lazyComponent forgets it); nothing to show yet. */
const preloadQuietly = () => void preloadDialog().catch(() => {});

interface SearchControlProps {
  /** Where the dialog gets the index from: the published one unless a test gives a stand-in. */
  loadPagefind?: PagefindLoader;
}

/** The header's search button, and the dialog it opens (also with Ctrl K, Cmd K and /). */
export function SearchControl({ loadPagefind }: SearchControlProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);

  const open = () => {
    preloadDialog().then(
      () => {
        setMounted(true);
        setOpened(true);
      },
      () => {},
    );
  };
  // From a shortcut, focus moves to the button first, so that closing the dialog returns it there.
  const openFromShortcut = () => {
    button.current?.focus();
    open();
  };

  // Ctrl K works in a text field too (it is no character); / does not, as it types a slash there.
  useHotkeys(
    [
      ['ctrl+K', openFromShortcut],
      ['meta+K', openFromShortcut],
    ],
    [],
  );
  useHotkeys([
    ['/', openFromShortcut],
    // Layouts where / needs Shift (German, French).
    ['shift+/', openFromShortcut],
  ]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={classes.control}
        // Named by its visible word (never a different label: the name must hold what is seen);
        // the shortcut is announced from aria-keyshortcuts, so its key cap is hidden.
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        onPointerEnter={preloadQuietly}
        onFocus={preloadQuietly}
        onClick={open}
      >
        <IconSearch size={18} aria-hidden="true" />
        <span className={classes.label}>{SEARCH_TEXT.control}</span>
        <kbd className={classes.shortcut} aria-hidden="true">
          {SEARCH_TEXT.shortcutHint}
        </kbd>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <LazySearchDialog
            opened={opened}
            onClose={() => setOpened(false)}
            onClosed={() => button.current?.focus()}
            loadPagefind={loadPagefind}
          />
        </Suspense>
      )}
    </>
  );
}
