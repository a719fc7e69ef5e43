import { ListLoadError } from '@/components/list-load-error';
import { PUBLICATIONS_TEXT } from './messages';

/** The papers could not be read: why (offline or not) and Try Again. */
export function PublicationsLoadError({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  return (
    <ListLoadError
      title={PUBLICATIONS_TEXT.loadError}
      retryLabel={PUBLICATIONS_TEXT.tryAgain}
      offline={offline}
      onRetry={onRetry}
    />
  );
}
