import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { projectFilesAdmin } from '@/data/project-files/admin';
import { projectsAdmin } from '@/data/projects/admin';
import type { Project } from '@/data/projects/model';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { useLiveList } from '@/features/admin/editing/use-live-list';
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
  const [deleting, setDeleting] = useState<string | null>(null);

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

  const remove = async (project: Project) => {
    setDeleting(project.id);
    try {
      await projectsAdmin.remove(project.id);
      notifySuccess(m.deleted);
    } catch (error) {
      console.error(error);
      notifyError(m.deleteFailed);
    } finally {
      setDeleting(null);
    }
  };

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
            projects={projects.items}
            onEdit={(p) => void openEdit(p)}
            onDelete={(p) => void remove(p)}
            busyId={deleting}
          />
        ))}
    </Stack>
  );
}
