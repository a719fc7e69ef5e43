import { ListLoadError } from '@/components/list-load-error';
import { PROJECTS_TEXT } from './messages';

/** The projects could not be read: why (offline or not) and Try Again. */
export function ProjectsLoadError({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  return (
    <ListLoadError
      title={PROJECTS_TEXT.loadError}
      retryLabel={PROJECTS_TEXT.tryAgain}
      offline={offline}
      onRetry={onRetry}
    />
  );
}
