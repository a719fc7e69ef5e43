import { Center, Loader } from '@mantine/core';
import { projectsAdmin } from '@/data/projects/admin';
import type { Project, ProjectInput } from '@/data/projects/model';
import { EditorHeader, ListHeader } from '@/features/admin/editing/editor-header';
import { ListLoadFailed } from '@/features/admin/editing/list-load-failed';
import { useEditor } from '@/features/admin/editing/use-editor';
import { useLiveList } from '@/features/admin/editing/use-live-list';
import { useEditLink } from '@/features/admin/status/use-edit-link';
import { projectMessages as m } from './messages';
import { ProjectEditor } from './project-editor';
import { ProjectList } from './project-list';

const header = { title: m.title, description: m.intro, addButton: m.addProject };

/** The list of projects, and the add/edit form in its place. */
export function ManageProjectsPage() {
  const projects = useLiveList(projectsAdmin, m.fetchFailed);
  // The form saves itself (the project, then its files); the shell gives views and the delete.
  const editor = useEditor<Project, ProjectInput>(projectsAdmin, {
    added: m.created,
    updated: m.updated,
    saveFailed: m.saveFailed,
    deleted: m.deleted,
    deleteFailed: m.deleteFailed,
  });
  // A late schedule's alert links here with the project to open.
  useEditLink(projects.items, projects.status === 'success', editor.openEdit);

  if (editor.state.view === 'form') {
    const { editing } = editor.state;
    return (
      <>
        <EditorHeader title={m.title} description={m.intro} />
        <ProjectEditor key={editing?.id ?? 'new'} editing={editing} onClose={editor.close} />
      </>
    );
  }

  return (
    <>
      <ListHeader messages={header} onAdd={editor.openAdd} />
      {projects.status === 'error' ? (
        <ListLoadFailed title={m.fetchFailed} retry={m.retry} />
      ) : projects.status !== 'success' ? (
        <Center py="xl">
          <Loader aria-label={m.loading} />
        </Center>
      ) : (
        <ProjectList
          projects={editor.visible(projects.items)}
          onEdit={editor.openEdit}
          // The project's files and stored objects go with it, through the server's cascade.
          onDelete={(project) => editor.remove(project, project.title)}
        />
      )}
    </>
  );
}
