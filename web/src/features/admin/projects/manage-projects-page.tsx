import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { fetchProjectFilesAdmin } from '@/data/project-files/admin';
import { deleteProject, fetchProjectsAdmin } from '@/data/projects/admin';
import type { Project } from '@/data/projects/model';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
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
  const [projects, setProjects] = useState<Project[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [view, setView] = useState<View>({ mode: 'list' });
  const [deleting, setDeleting] = useState<string | null>(null);

  const load = useCallback(
    () =>
      fetchProjectsAdmin().then(
        (list) => {
          setProjects(list);
          setFailed(false);
        },
        (error: unknown) => {
          console.error(error);
          setFailed(true);
          notifyError(m.fetchFailed);
        },
      ),
    [],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const openEdit = async (project: Project) => {
    setView({ mode: 'opening', project });
    try {
      const files = await fetchProjectFilesAdmin(project.id);
      setView({ mode: 'form', project, files: files.map(fromStored), filesFailed: false });
    } catch (error) {
      console.error(error);
      setView({ mode: 'form', project, files: [], filesFailed: true });
    }
  };

  const remove = async (project: Project) => {
    setDeleting(project.id);
    try {
      await deleteProject(project.id);
      notifySuccess(m.deleted);
      await load();
    } catch (error) {
      console.error(error);
      notifyError(m.deleteFailed);
    } finally {
      setDeleting(null);
    }
  };

  const afterSave = async () => {
    await load();
    setView({ mode: 'list' });
  };

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
        (projects === null ? (
          failed ? (
            <Alert color="red" title={m.fetchFailed}>
              <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void load()}>
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
            projects={projects}
            onEdit={(p) => void openEdit(p)}
            onDelete={(p) => void remove(p)}
            busyId={deleting}
          />
        ))}
    </Stack>
  );
}
