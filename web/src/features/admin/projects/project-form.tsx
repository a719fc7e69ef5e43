import { Alert, Checkbox, Divider, Select, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COLLECTIONS } from '@portfolio/model/collections';
import { projectPath } from '@portfolio/model/routes';
import { useState } from 'react';
import {
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_LABELS,
  type ProjectCategory,
} from '@portfolio/model/collections';
import { TEXT_LIMITS } from '@portfolio/model/limits';
import { nextOldSlugs, slugify, SLUG_MESSAGES, slugProblem } from '@portfolio/model/slug';
import { SlugTakenError, type SavedAddress } from '@/data/projects/admin';
import type { Project, ProjectInput } from '@/data/projects/model';
import { ImageField } from '@/features/admin/components/image-field';
import { notifyError } from '@/features/admin/components/notify';
import { AddressField } from '@/features/admin/editing/address-field';
import { changedFields } from '@/features/admin/editing/changed-fields';
import { optionalUrl, requiredWith } from '@/features/admin/editing/field-rules';
import { FormFrame } from '@/features/admin/editing/form-frame';
import { PreviewLinkButton } from '@/features/admin/preview/preview-link-button';
import { useAddressFromTitle } from '@/features/admin/editing/use-address-from-title';
import { LongTextField, ShortTextField } from '@/features/admin/editing/text-fields';
import { useBusy } from '@/features/admin/editing/use-busy';
import { statusMessages } from '@/features/admin/status/messages';
import { announcePassedTime, publishAtRule, settleSchedule } from '@/features/admin/status/schedule';
import { FormStatusField } from '@/features/admin/status/status-field';
import type { DraftFile } from './draft-files';
import { CaseStudyField } from './case-study-field';
import { fileChanges } from './file-changes';
import { MediaFilesSection } from './media-files-section';
import { projectMessages as m } from './messages';
import { OtherFilesSection } from './other-files-section';
import { saveProjectWithFiles } from './save-project';
import { announceSave } from './save-toasts';
import { TagInput } from './tag-input';
import { useProjectFiles } from './use-project-files';

const CATEGORY_OPTIONS = PROJECT_CATEGORIES.map((value) => ({
  value,
  label: PROJECT_CATEGORY_LABELS[value],
}));
// Large enough for the cover on a 2x screen; the server makes the smaller sizes visitors get.
const PROJECT_IMAGE_MAX = { width: 2400, height: 1600 };

const emptyProject: ProjectInput = {
  title: '',
  description: '',
  image_url: '',
  tags: [],
  featured: false,
  category: 'data',
  code_url: '',
  live_url: '',
  case_study: '',
  slug: '',
  status: 'published',
  publish_at: null,
};

function toInput(project: Project): ProjectInput {
  const { title, description, image_url, tags, featured, category, code_url, live_url } = project;
  const case_study = project.case_study ?? '';
  // A project saved before addresses existed is offered the one its title gives.
  const slug = project.slug ?? slugify(title);
  const { status, publish_at } = project;
  return {
    title,
    description,
    image_url,
    tags,
    featured,
    category,
    code_url,
    live_url,
    case_study,
    slug,
    status,
    publish_at,
  };
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
  const [savedAddress, setSavedAddress] = useState<SavedAddress>({
    slug: project?.slug,
    old_slugs: project?.old_slugs ?? [],
  });
  // The address follows the title until the admin types one (or the project already has one).
  const { busy, run } = useBusy();
  const [imageUploading, setImageUploading] = useState(false);
  const { files, uploading, actions } = useProjectFiles(initialFiles);
  // The image uploaded last: saved with the project, its object stays; any other is left behind.
  const form = useForm<ProjectInput>({
    mode: 'controlled',
    initialValues: project ? toInput(project) : emptyProject,
    validate: {
      title: requiredWith(m.titleRequired),
      description: requiredWith(m.descriptionRequired),
      live_url: optionalUrl,
      code_url: optionalUrl,
      image_url: optionalUrl,
      case_study: (v) => ((v ?? '').length > TEXT_LIMITS.caseStudy ? m.tooLong(TEXT_LIMITS.caseStudy) : null),
      slug: (v) => slugProblem(v ?? ''),
      publish_at: publishAtRule,
    },
  });
  const address = useAddressFromTitle(
    Boolean(project?.slug),
    (title) => form.setFieldValue('title', title),
    (slug) => form.setFieldValue('slug', slug),
  );

  const save = (typed: ProjectInput) =>
    run(async () => {
      const wasNew = !projectId;
      const { values, passed } = settleSchedule(typed);
      try {
        const result = await saveProjectWithFiles(projectId, values, files, savedAddress);
        // From here on the project exists: a second attempt updates it instead of creating another.
        setProjectId(result.projectId);
        setSavedAddress({
          slug: values.slug,
          old_slugs: nextOldSlugs(savedAddress.slug, savedAddress.old_slugs ?? [], values.slug ?? ''),
        });
        actions.setFiles(result.files);
        form.setValues(values);
        form.resetDirty(values);
        announceSave(wasNew, result.outcomes);
        announcePassedTime(passed);
        if (result.complete) await onSaved();
      } catch (error) {
        if (error instanceof SlugTakenError) {
          form.setFieldError('slug', SLUG_MESSAGES.taken);
          notifyError(SLUG_MESSAGES.taken);
          return;
        }
        console.error(error);
        notifyError(m.saveFailed);
      }
    });

  const { fields } = m;
  const unsaved = [
    ...changedFields(form, {
      title: fields.title,
      slug: fields.slug,
      description: fields.description,
      category: fields.category,
      featured: fields.featured,
      live_url: fields.liveUrl,
      code_url: fields.codeUrl,
      tags: fields.tags,
      image_url: fields.image,
      case_study: m.caseStudy.label,
      status: statusMessages.label,
      publish_at: statusMessages.unsavedTime,
    }),
    ...fileChanges(files),
  ];

  return (
    <FormFrame
      editing={!!projectId}
      history={
        projectId
          ? { collection: COLLECTIONS.projects, docId: projectId, name: form.values.title }
          : undefined
      }
      titles={m}
      saving={busy}
      onSubmit={form.onSubmit((values) => void save(values))}
      onCancel={onCancel}
      unsaved={unsaved}
      submitLabels={{ add: m.create, edit: m.update }}
      submitDisabled={imageUploading || uploading}
    >
      <ShortTextField
        label={fields.title}
        withAsterisk
        {...form.getInputProps('title')}
        onChange={address.onTitleChange}
      />
      <AddressField
        label={fields.slug}
        pathOf={projectPath}
        describe={fields.slugDescription}
        value={form.values.slug ?? ''}
        onChange={address.onAddressChange}
        error={form.errors.slug}
      />
      <FormStatusField form={form} />
      <LongTextField
        label={fields.description}
        withAsterisk
        autosize
        minRows={3}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={fields.category}
          data={CATEGORY_OPTIONS}
          allowDeselect={false}
          value={form.values.category}
          onChange={(v) => form.setFieldValue('category', (v ?? 'data') as ProjectCategory)}
        />
        <Checkbox
          mt={{ base: 0, sm: 30 }}
          label={fields.featured}
          description={fields.featuredDescription}
          {...form.getInputProps('featured', { type: 'checkbox' })}
        />
        <ShortTextField
          label={fields.liveUrl}
          type="url"
          placeholder={fields.urlPlaceholder}
          {...form.getInputProps('live_url')}
        />
        <ShortTextField
          label={fields.codeUrl}
          type="url"
          placeholder={fields.urlPlaceholder}
          {...form.getInputProps('code_url')}
        />
      </SimpleGrid>
      <TagInput value={form.values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} />
      <ImageField
        label={fields.image}
        value={form.values.image_url}
        // A replaced or abandoned upload is the server's to remove, once nothing names it.
        onChange={(url) => form.setFieldValue('image_url', url)}
        error={form.errors.image_url}
        folder="projects"
        maxSize={PROJECT_IMAGE_MAX}
        recommendedSize={m.recommendedSize}
        successMessage={m.imageUploaded}
        failureMessage={m.imageUploadFailed}
        onUploadingChange={setImageUploading}
      />
      <CaseStudyField
        value={form.values.case_study ?? ''}
        onChange={(v) => form.setFieldValue('case_study', v)}
        error={form.errors.case_study}
        files={files}
      />
      <Divider />
      {filesFailed && <Alert color="orange">{m.loadFilesFailed}</Alert>}
      <MediaFilesSection files={files} actions={actions} disabled={busy} />
      <Divider />
      <OtherFilesSection files={files} actions={actions} disabled={busy} />
      <PreviewLinkButton collection={COLLECTIONS.projects} docId={projectId} />
    </FormFrame>
  );
}
