import { Modal, Paper, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { certificationsAdmin } from '@/data/certifications/admin';
import type { Certification, CertificationInput } from '@/data/certifications/model';
import { ListHeader } from '@/features/admin/editing/editor-header';
import { notifyError } from '@/features/admin/components/notify';
import { ListLoader } from '@/features/admin/editing/list-loader';
import { useEditor } from '@/features/admin/editing/use-editor';
import { orderedMessages } from '@/features/admin/ordered/messages';
import { useOrderedList } from '@/features/admin/ordered/use-ordered-list';
import { CertificationForm } from './certification-form';
import { CertificationsTable } from './certifications-table';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { certificationsMessages as t } from './messages';

export function ManageCertificationsPage() {
  const onFetchError = useCallback((error: unknown) => {
    console.error(t.fetchFailed, error);
    notifyError(t.fetchFailed);
  }, []);
  const { items, loading, move } = useOrderedList(certificationsAdmin, onFetchError);
  const editor = useEditor<Certification, CertificationInput>(certificationsAdmin, t);
  const [toDelete, setToDelete] = useState<Certification | null>(null);

  // The spec's confirmation first, then the same undo as every other delete.
  function confirmDelete() {
    if (!toDelete) return;
    editor.remove(toDelete, toDelete.title);
    setToDelete(null);
  }
  const shown = editor.visible(items);

  const editing = editor.state.view === 'form' ? editor.state.editing : null;

  return (
    <>
      <ListHeader messages={t} onAdd={editor.openAdd} />
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        {loading ? (
          <ListLoader />
        ) : shown.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t.empty}
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed" mb="xs">
              {orderedMessages.hint}
            </Text>
            <CertificationsTable
              items={shown}
              onMove={(from, to) => void move(...editor.fullIndices(items, shown, from, to))}
              onEdit={editor.openEdit}
              onDelete={setToDelete}
            />
          </>
        )}
      </Paper>
      <Modal
        opened={editor.state.view === 'form'}
        onClose={editor.close}
        title={editing ? t.editTitle : t.addTitle}
        centered
      >
        {/* A key per item so reopening the dialog starts from that item's values. */}
        <CertificationForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onSubmit={(input) => editor.save(editing, input)}
          onCancel={editor.close}
        />
      </Modal>
      <ConfirmDeleteModal
        opened={toDelete !== null}
        busy={false}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
