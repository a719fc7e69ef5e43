import { Alert, Button } from '@mantine/core';
import { useCallback } from 'react';
import { notifyError } from '@/features/admin/components/notify';
import { EditorHeader } from '@/features/admin/editing/editor-header';
import { ListLoader } from '@/features/admin/editing/list-loader';
import { CvSettingsForm } from './cv-settings-form';
import { cvAdminMessages as t } from './messages';
import { useCvSources } from './use-cv-sources';

/** The CV section: what the CV shows, a live preview and the PDF as Publish would draw it. */
export function CvSettingsPage() {
  const onFailure = useCallback((error: unknown) => {
    console.error(t.fetchFailed, error);
    notifyError(t.fetchFailed);
  }, []);
  const { load, retry } = useCvSources(onFailure);

  return (
    <>
      <EditorHeader title={t.title} description={t.description} />
      {load.state === 'loading' && <ListLoader />}
      {load.state === 'failed' && (
        // No form on a failed load: saving it would replace the stored choices with defaults.
        <Alert color="red" title={t.fetchFailed}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={retry}>
            {t.retry}
          </Button>
        </Alert>
      )}
      {load.state === 'ready' && <CvSettingsForm sources={load.sources} initial={load.settings} />}
    </>
  );
}
