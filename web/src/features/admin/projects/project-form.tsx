import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_LABELS,
  type ProjectCategory,
} from '@portfolio/model/collections';
import { TEXT_LIMITS } from '@portfolio/model/limits';
import type { Project, ProjectInput } from '@/data/projects/model';
import { ImageField } from '@/features/admin/components/image-field';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { isAcceptedUrl, URL_MESSAGE } from '@/features/admin/components/url-rules';
import type { DraftFile } from './draft-files';
import { MediaFilesSection } from './media-files-section';
import { projectMessages as m } from './messages';
import { OtherFilesSection } from './other-files-section';
import { saveProjectWithFiles } from './save-project';
import { TagInput } from './tag-input';
import { useDraftFiles } from './use-draft-files';

const CATEGORY_OPTIONS = PROJECT_CATEGORIES.map((value) => ({
  value,
  label: PROJECT_CATEGORY_LABELS[value],
}));
const PROJECT_IMAGE_MAX = { width: 1200, height: 800 };

const emptyProject: ProjectInput = {
  title: '',
  description: '',
  image_url: '',
  tags: [],
  featured: false,
  category: 'data',
  code_url: '',
  live_url: '',
};

function optionalUrl(value: string): string | null {
  return value.trim() === '' || isAcceptedUrl(value) ? null : URL_MESSAGE;
}

function toInput({
  title,
  description,
  image_url,
  tags,
  featured,
  category,
  code_url,
  live_url,
}: Project): ProjectInput {
  return { title, description, image_url, tags, featured, category, code_url, live_url };
}

interface ProjectFormProps {
  project?: Project;
  initialFiles?: DraftFile[];
  filesFailed?: boolean;
  onSaved: () => Promise<void> | void;
  onCancel: () => void;
}

/** Add (no id) or edit (has id) a project with its files; a failed save keeps everything typed. */
export function ProjectForm({ project, initialFiles, filesFailed, onSaved, onCancel }: ProjectFormProps) {
  const [projectId, setProjectId] = useState(project?.id);
  const [busy, setBusy] = useState(false);
  const [imageUploading, setImageUploading] = useState(false);
  const { files, uploading, actions } = useDraftFiles(initialFiles);
  const form = useForm<ProjectInput>({
    mode: 'controlled',
    initialValues: project ? toInput(project) : emptyProject,
    validate: {
      title: (v) =>
        !v.trim()
          ? m.titleRequired
          : v.trim().length > TEXT_LIMITS.short
            ? m.tooLong(TEXT_LIMITS.short)
            : null,
      description: (v) =>
        !v.trim()
          ? m.descriptionRequired
          : v.trim().length > TEXT_LIMITS.long
            ? m.tooLong(TEXT_LIMITS.long)
            : null,
      live_url: optionalUrl,
      code_url: optionalUrl,
      image_url: optionalUrl,
    },
  });

  const save = async (values: ProjectInput) => {
    setBusy(true);
    const wasNew = !projectId;
    try {
      const result = await saveProjectWithFiles(projectId, values, files);
      // From here on the project exists: a second attempt updates it instead of creating another.
      setProjectId(result.projectId);
      actions.setFiles(result.files);
      notifySuccess(wasNew ? m.created : m.updated);
      if (result.complete) await onSaved();
    } catch (error) {
      console.error(error);
      notifyError(m.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const blocked = busy || imageUploading || uploading;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            {projectId ? m.editTitle : m.addTitle}
          </Title>
          <TextInput label={m.fields.title} withAsterisk {...form.getInputProps('title')} />
          <Textarea
            label={m.fields.description}
            withAsterisk
            autosize
            minRows={3}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={m.fields.category}
              data={CATEGORY_OPTIONS}
              allowDeselect={false}
              value={form.values.category}
              onChange={(v) => form.setFieldValue('category', (v ?? 'data') as ProjectCategory)}
            />
            <Checkbox
              mt={{ base: 0, sm: 30 }}
              label={m.fields.featured}
              description={m.fields.featuredDescription}
              {...form.getInputProps('featured', { type: 'checkbox' })}
            />
            <TextInput
              label={m.fields.liveUrl}
              type="url"
              placeholder={m.fields.urlPlaceholder}
              {...form.getInputProps('live_url')}
            />
            <TextInput
              label={m.fields.codeUrl}
              type="url"
              placeholder={m.fields.urlPlaceholder}
              {...form.getInputProps('code_url')}
            />
          </SimpleGrid>
          <TagInput value={form.values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} />
          <ImageField
            label={m.fields.image}
            value={form.values.image_url}
            onChange={(url) => form.setFieldValue('image_url', url)}
            error={form.errors.image_url}
            folder="projects"
            maxSize={PROJECT_IMAGE_MAX}
            recommendedSize={m.recommendedSize}
            successMessage={m.imageUploaded}
            failureMessage={m.imageUploadFailed}
            onUploadingChange={setImageUploading}
          />
          <Divider />
          {filesFailed && <Alert color="orange">{m.loadFilesFailed}</Alert>}
          <MediaFilesSection files={files} actions={actions} disabled={busy} />
          <Divider />
          <OtherFilesSection files={files} actions={actions} disabled={busy} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {m.cancel}
            </Button>
            <Button type="submit" loading={busy} disabled={blocked && !busy}>
              {projectId ? m.update : m.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
