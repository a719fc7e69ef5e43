import { createSkill, deleteSkill, fetchSkillsAdmin, updateSkill } from '@/data/skills/admin';
import type { Skill, SkillInput } from '@/data/skills/model';
import { EditorHeader, ListHeader } from '@/features/admin/editing/editor-header';
import { notifyError } from '@/features/admin/components/notify';
import { useCollection } from '@/features/admin/editing/use-collection';
import { ListLoader } from '@/features/admin/editing/list-loader';
import { useEditor } from '@/features/admin/editing/use-editor';
import { skillsMessages as t } from './messages';
import { SkillForm } from './skill-form';
import { SkillGroups } from './skill-groups';

function onFetchError(error: unknown) {
  console.error(t.fetchFailed, error);
  notifyError(t.fetchFailed);
}

export function ManageSkillsPage() {
  const { items: skills, loading, reload } = useCollection(fetchSkillsAdmin, onFetchError);
  const editor = useEditor<Skill, SkillInput>(
    { create: createSkill, update: updateSkill, remove: deleteSkill },
    t,
    reload,
  );

  if (editor.state.view === 'form') {
    const { editing } = editor.state;
    return (
      <>
        <EditorHeader title={t.title} description={t.description} />
        <SkillForm
          editing={editing}
          onSubmit={(input) => editor.save(editing, input)}
          onCancel={editor.close}
        />
      </>
    );
  }

  return (
    <>
      <ListHeader messages={t} onAdd={editor.openAdd} />
      {loading ? (
        <ListLoader />
      ) : (
        <SkillGroups
          skills={editor.visible(skills)}
          onEdit={editor.openEdit}
          onDelete={(skill) => editor.remove(skill, skill.name)}
        />
      )}
    </>
  );
}
