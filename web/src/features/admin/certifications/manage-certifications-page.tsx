import { Center, Loader, Modal, Paper, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { certificationsAdmin } from '@/data/certifications/admin';
import type { Certification, CertificationInput } from '@/data/certifications/model';
import { EditorHeader } from '@/features/admin/editing/editor-header';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { useBusy } from '@/features/admin/editing/use-busy';
import { useEditorView } from '@/features/admin/editing/use-editor-view';
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
  const { items, loading, reload, move } = useOrderedList(certificationsAdmin, onFetchError);
  const editor = useEditorView<Certification>();
  const [toDelete, setToDelete] = useState<Certification | null>(null);
  const deletion = useBusy();

  async function save(editing: Certification | null, input: CertificationInput) {
    try {
      if (editing) await certificationsAdmin.update(editing.id, input);
      else await certificationsAdmin.create(input);
    } catch (error) {
      console.error(t.saveFailed, error);
      notifyError(t.saveFailed);
      return;
    }
    notifySuccess(editing ? t.updated : t.added);
    editor.close();
    reload();
  }

  const confirmDelete = () =>
    deletion.run(async () => {
      if (!toDelete) return;
      try {
        await certificationsAdmin.remove(toDelete.id);
        notifySuccess(t.deleted);
        setToDelete(null);
        reload();
      } catch (error) {
        console.error(t.deleteFailed, error);
        notifyError(t.deleteFailed);
        setToDelete(null);
      }
    });

  const editing = editor.state.view === 'form' ? editor.state.editing : null;

  return (
    <>
      <EditorHeader
        title={t.title}
        description={t.description}
        addLabel={t.addButton}
        onAdd={editor.openAdd}
      />
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        {loading ? (
          <Center py="xl">
            <Loader aria-label="Loading" />
          </Center>
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t.empty}
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed" mb="xs">
              {orderedMessages.hint}
            </Text>
            <CertificationsTable
              items={items}
              onMove={(from, to) => void move(from, to)}
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
          onSubmit={(input) => save(editing, input)}
          onCancel={editor.close}
        />
      </Modal>
      <ConfirmDeleteModal
        opened={toDelete !== null}
        busy={deletion.busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
