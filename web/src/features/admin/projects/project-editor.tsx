import { Center, Loader } from '@mantine/core';
import type { Project } from '@/data/projects/model';
import { projectMessages as m } from './messages';
import { ProjectForm } from './project-form';
import { useProjectFilesLoader } from './use-project-files-loader';

interface ProjectEditorProps {
  editing: Project | null;
  onClose: () => void;
}

/** The form of one project, once its stored files are read. */
export function ProjectEditor({ editing, onClose }: ProjectEditorProps) {
  const loaded = useProjectFilesLoader(editing);
  if (loaded.status === 'loading') {
    return (
      <Center py="xl">
        <Loader aria-label={m.editNamed(editing?.title ?? '')} />
      </Center>
    );
  }
  return (
    <ProjectForm
      project={editing ?? undefined}
      initialFiles={loaded.files}
      filesFailed={loaded.failed}
      onSaved={onClose}
      onCancel={onClose}
    />
  );
}
