import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { projectFilesAdmin } from '@/data/project-files/admin';
import { projectsAdmin } from '@/data/projects/admin';
import type { Project } from '@/data/projects/model';
import { useLiveList } from '@/features/admin/editing/use-live-list';
import { useUndoableDelete } from '@/features/admin/editing/use-undoable-delete';
import { fromStored, type DraftFile } from './draft-files';
import { projectMessages as m } from './messages';
import { ProjectForm } from './project-form';
import { ProjectList } from './project-list';

type View =
  | { mode: 'list' }
  | { mode: 'opening'; project: Project }
  | { mode: 'form'; project?: Project; files: DraftFile[]; filesFailed: boolean };

/** The list of projects, and the add/edit form in its place. */
export function ManageProjectsPage() {
  const projects = useLiveList(projectsAdmin, m.fetchFailed);
  const [view, setView] = useState<View>({ mode: 'list' });
  const deletes = useUndoableDelete();

  const openEdit = async (project: Project) => {
    setView({ mode: 'opening', project });
    try {
      const files = await projectFilesAdmin.list(project.id);
      setView({ mode: 'form', project, files: files.map(fromStored), filesFailed: false });
    } catch (error) {
      console.error(error);
      setView({ mode: 'form', project, files: [], filesFailed: true });
    }
  };

  // The project leaves the list at once; its document (and so, through the cascade, its files
  // and stored objects) is deleted only once the undo window has passed.
  const remove = (project: Project) =>
    deletes.request({
      id: project.id,
      label: project.title,
      perform: () => projectsAdmin.remove(project.id),
      deleted: m.deleted,
      deleteFailed: m.deleteFailed,
    });

  const afterSave = () => setView({ mode: 'list' });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{m.title}</Title>
          <Text c="dimmed">{m.intro}</Text>
        </div>
        {view.mode === 'list' && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setView({ mode: 'form', files: [], filesFailed: false })}
          >
            {m.addProject}
          </Button>
        )}
      </Group>
      {view.mode === 'form' && (
        <ProjectForm
          key={view.project?.id ?? 'new'}
          project={view.project}
          initialFiles={view.files}
          filesFailed={view.filesFailed}
          onSaved={afterSave}
          onCancel={() => setView({ mode: 'list' })}
        />
      )}
      {view.mode === 'opening' && (
        <Center py="xl">
          <Loader aria-label={m.editNamed(view.project.title)} />
        </Center>
      )}
      {view.mode === 'list' &&
        (projects.status !== 'success' ? (
          projects.status === 'error' ? (
            <Alert color="red" title={m.fetchFailed}>
              {/* A failed live list stays failed for the page's life (reactfire keeps it): start again. */}
              <Button variant="light" color="red" size="xs" mt="xs" onClick={() => window.location.reload()}>
                {m.retry}
              </Button>
            </Alert>
          ) : (
            <Center py="xl">
              <Loader aria-label={m.loading} />
            </Center>
          )
        ) : (
          <ProjectList
            projects={deletes.visible(projects.items)}
            onEdit={(p) => void openEdit(p)}
            onDelete={remove}
          />
        ))}
    </Stack>
  );
}
