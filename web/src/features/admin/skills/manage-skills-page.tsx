import { skillsAdmin } from '@/data/skills/admin';
import type { Skill, SkillInput } from '@/data/skills/model';
import { EditorHeader, ListHeader } from '@/features/admin/editing/editor-header';
import { ListLoader } from '@/features/admin/editing/list-loader';
import { useEditor } from '@/features/admin/editing/use-editor';
import { useLiveList } from '@/features/admin/editing/use-live-list';
import { skillsMessages as t } from './messages';
import { SkillForm } from './skill-form';
import { SkillGroups } from './skill-groups';

export function ManageSkillsPage() {
  const skills = useLiveList(skillsAdmin, t.fetchFailed);
  const editor = useEditor<Skill, SkillInput>(skillsAdmin, t);

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
      {skills.status === 'loading' ? (
        <ListLoader />
      ) : (
        <SkillGroups
          skills={editor.visible(skills.items)}
          onEdit={editor.openEdit}
          onDelete={(skill) => editor.remove(skill, skill.name)}
        />
      )}
    </>
  );
}
