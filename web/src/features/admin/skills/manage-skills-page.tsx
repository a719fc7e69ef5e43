import { Center, Loader } from '@mantine/core';
import { useState } from 'react';
import { createSkill, deleteSkill, fetchSkillsAdmin, updateSkill } from '@/data/skills/admin';
import type { Skill, SkillInput } from '@/data/skills/model';
import { EditorHeader } from '@/features/admin/editing/editor-header';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { useCollection } from '@/features/admin/editing/use-collection';
import { useEditorView } from '@/features/admin/editing/use-editor-view';
import { skillsMessages as t } from './messages';
import { SkillForm } from './skill-form';
import { SkillGroups } from './skill-groups';

function onFetchError(error: unknown) {
  console.error(t.fetchFailed, error);
  notifyError(t.fetchFailed);
}

export function ManageSkillsPage() {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const editor = useEditorView<Skill>();

  const { items: skills, loading, reload } = useCollection(fetchSkillsAdmin, onFetchError);

  async function save(editing: Skill | null, input: SkillInput) {
    try {
      if (editing) await updateSkill(editing.id, input);
      else await createSkill(input);
    } catch (error) {
      console.error(t.saveFailed, error);
      notifyError(t.saveFailed);
      return;
    }
    notifySuccess(editing ? t.updated : t.added);
    editor.close();
    reload();
  }

  async function remove(skill: Skill) {
    setDeletingId(skill.id);
    try {
      await deleteSkill(skill.id);
      notifySuccess(t.deleted);
      reload();
    } catch (error) {
      console.error(t.deleteFailed, error);
      notifyError(t.deleteFailed);
    } finally {
      setDeletingId(null);
    }
  }

  if (editor.state.view === 'form') {
    const { editing } = editor.state;
    return (
      <>
        <EditorHeader title={t.title} description={t.description} />
        <SkillForm editing={editing} onSubmit={(input) => save(editing, input)} onCancel={editor.close} />
      </>
    );
  }

  return (
    <>
      <EditorHeader
        title={t.title}
        description={t.description}
        addLabel={t.addButton}
        onAdd={editor.openAdd}
      />
      {loading ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : (
        <SkillGroups
          skills={skills}
          deletingId={deletingId}
          onEdit={editor.openEdit}
          onDelete={(skill) => void remove(skill)}
        />
      )}
    </>
  );
}
