import { Button, Group, Modal, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { Suspense, useCallback, useMemo, useState } from 'react';
import type { Watched } from '@/data/admin-collection';
import { publicationsAdmin } from '@/data/publications/admin';
import { byPaperDate, type Publication, type PublicationInput } from '@/data/publications/model';
import { lazyComponent } from '@/components/lazy-component';
import { notifyError } from '@/features/admin/components/notify';
import { EditorHeader, ListHeader } from '@/features/admin/editing/editor-header';
import { ListLoader } from '@/features/admin/editing/list-loader';
import { useEditor } from '@/features/admin/editing/use-editor';
import { useOrderedList } from '@/features/admin/ordered/use-ordered-list';
import { useEditLink } from '@/features/admin/status/use-edit-link';
import { publicationMessages as m } from './messages';
import { PublicationForm } from './publication-form';
import { PublicationTable } from './publication-table';
import { useOwnerNames } from './use-owner-names';

// The BibTeX parser (citation-js) loads only when the admin opens the import: never with the list.
const { LazyComponent: BibImportPanel, preload: preloadImport } = lazyComponent(
  async () => (await import('./import/bib-import-panel')).BibImportPanel,
);

/** The stored papers as readers see them: newest first by date, the admin's order among equals. */
function usePapersByDate(): Watched<Publication> {
  const watched = publicationsAdmin.useWatch();
  return useMemo(() => ({ ...watched, items: [...watched.items].sort(byPaperDate) }), [watched]);
}
const papersByDate = { useWatch: usePapersByDate, reorder: publicationsAdmin.reorder };

/** The list of papers, the add/edit form in its place, and the BibTeX import in a dialog. */
export function ManagePublicationsPage() {
  const onFetchError = useCallback((error: unknown) => {
    console.error(m.fetchFailed, error);
    notifyError(m.fetchFailed);
  }, []);
  const { items, loading, move } = useOrderedList(papersByDate, onFetchError);
  // The form saves itself (the paper with its address); the shell gives the views and the delete.
  const editor = useEditor<Publication, PublicationInput>(publicationsAdmin, m);
  const [importing, setImporting] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const ownerNames = useOwnerNames(importing);
  const shown = editor.visible(items);
  const nextOrder = Math.max(0, ...items.map((p) => p.order_index)) + 1;
  // A late schedule's alert links here with the paper to open.
  useEditLink(items, !loading, editor.openEdit);

  if (editor.state.view === 'form') {
    const { editing } = editor.state;
    return (
      <>
        <EditorHeader title={m.title} description={m.description} />
        <PublicationForm
          key={editing?.id ?? 'new'}
          paper={editing}
          defaultOrder={nextOrder}
          onSaved={editor.close}
          onCancel={editor.close}
        />
      </>
    );
  }

  return (
    <>
      <ListHeader messages={m} onAdd={editor.openAdd} addDisabled={loading} />
      <Group mb="md">
        <Button
          variant="light"
          leftSection={<IconFileImport size={16} aria-hidden />}
          onClick={() => setImporting(true)}
          onMouseEnter={() => void preloadImport().catch(() => {})}
          disabled={loading}
        >
          {m.importButton}
        </Button>
      </Group>
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        {loading ? (
          <ListLoader />
        ) : shown.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {m.empty}
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed" mb="xs">
              {m.hint}
            </Text>
            <PublicationTable
              papers={shown}
              onMove={(from, to) => void move(...editor.fullIndices(items, shown, from, to))}
              onEdit={editor.openEdit}
              onDelete={(paper) => editor.remove(paper, paper.title)}
            />
          </>
        )}
      </Paper>
      <Modal
        opened={importing}
        onClose={() => setImporting(false)}
        title={m.import.title}
        size="xl"
        // A phone gets the whole screen for a table of five columns.
        fullScreen={phone}
      >
        <Suspense fallback={<ListLoader />}>
          {importing && (
            <BibImportPanel stored={items} ownerNames={ownerNames} onImported={() => setImporting(false)} />
          )}
        </Suspense>
      </Modal>
    </>
  );
}
