import { ListLoadError } from '@/components/list-load-error';
import { NOTES_TEXT } from './messages';

/** The notes could not be read: why (offline or not) and Try Again. */
export function NotesLoadError({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  return (
    <ListLoadError
      title={NOTES_TEXT.loadError}
      retryLabel={NOTES_TEXT.tryAgain}
      offline={offline}
      onRetry={onRetry}
    />
  );
}
