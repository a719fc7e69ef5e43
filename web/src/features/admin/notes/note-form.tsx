import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { COLLECTIONS } from '@portfolio/model/collections';
import { NOTE_LIMITS } from '@portfolio/model/limits';
import { notePath } from '@portfolio/model/routes';
import { nextOldSlugs } from '@portfolio/model/slug';
import { NoteSlugTakenError, saveNote, type SavedAddress } from '@/data/notes/admin';
import type { Note } from '@/data/notes/model';
import { ImageField } from '@/features/admin/components/image-field';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { AddressField } from '@/features/admin/editing/address-field';
import { changedFields } from '@/features/admin/editing/changed-fields';
import { FormFrame } from '@/features/admin/editing/form-frame';
import { useAddressFromTitle } from '@/features/admin/editing/use-address-from-title';
import { MarkdownField } from '@/features/admin/editing/markdown-field';
import { PreviewLinkButton } from '@/features/admin/preview/preview-link-button';
import { useBusy } from '@/features/admin/editing/use-busy';
import { statusMessages } from '@/features/admin/status/messages';
import { announcePassedTime, settleSchedule } from '@/features/admin/status/schedule';
import { FormStatusField } from '@/features/admin/status/status-field';
import { TagInput } from '@/features/admin/projects/tag-input';
import { noteMessages as m } from './messages';
import { emptyNote, noteRules, toInput, toValues, type NoteValues } from './note-values';
import { useNoteImages } from './use-note-images';

// The cover on a 2x screen; the server makes the smaller sizes visitors get.
const COVER_MAX = { width: 2400, height: 1600 };

/** A project the note may be about. */
export interface ProjectOption {
  id: string;
  title: string;
}

interface NoteFormProps {
  note: Note | null;
  /** The admin's projects; undefined while they load. */
  projects: readonly ProjectOption[] | undefined;
  onSaved: () => void;
  onCancel: () => void;
}

/** Add (no note) or edit a note; a failed save keeps everything typed and says why. */
export function NoteForm({ note, projects, onSaved, onCancel }: NoteFormProps) {
  const [noteId, setNoteId] = useState(note?.id);
  const [saved, setSaved] = useState<SavedAddress>({ slug: note?.slug, old_slugs: note?.old_slugs ?? [] });
  // The address follows the title until the admin types one (or the note already has one).
  const [uploading, setUploading] = useState(false);
  const { busy, run } = useBusy();
  const form = useForm<NoteValues>({
    mode: 'controlled',
    initialValues: note ? toValues(note) : emptyNote(),
    validate: noteRules,
    // A refused tag or an over-long body is said as it happens, not only on save.
    validateInputOnChange: ['tags', 'body'],
  });
  const address = useAddressFromTitle(
    Boolean(note?.slug),
    (title) => form.setFieldValue('title', title),
    (slug) => form.setFieldValue('slug', slug),
  );

  const save = (typed: NoteValues) =>
    run(async () => {
      const { values, passed } = settleSchedule(typed);
      try {
        const id = await saveNote(noteId, toInput(values), saved);
        // From here on the note exists: a second attempt updates it instead of adding another.
        setNoteId(id);
        setSaved({
          slug: values.slug,
          old_slugs: nextOldSlugs(saved.slug, saved.old_slugs ?? [], values.slug),
        });
        form.setValues(values);
        form.resetDirty(values);
      } catch (error) {
        if (error instanceof NoteSlugTakenError) {
          form.setFieldError('slug', m.slugTaken);
          notifyError(m.slugTaken);
          return;
        }
        console.error(m.saveFailed, error);
        notifyError(m.saveFailed);
        return;
      }
      notifySuccess(noteId ? m.updated : m.added);
      announcePassedTime(passed);
      onSaved();
    });

  const { fields } = m;
  const unsaved = changedFields(form, {
    title: fields.title,
    slug: fields.slug,
    summary: fields.summary,
    body: fields.body,
    tags: m.columns.tags,
    image_url: fields.coverImage,
    published_at: fields.publishedAt,
    project_id: fields.project,
    status: statusMessages.label,
    publish_at: statusMessages.unsavedTime,
  });
  // A note about a project since deleted keeps its link until the admin picks another.
  const projectOptions = [
    { value: '', label: fields.projectNone },
    ...(projects ?? []).map((p) => ({ value: p.id, label: p.title })),
    ...(projects && form.values.project_id && !projects.some((p) => p.id === form.values.project_id)
      ? [{ value: form.values.project_id, label: form.values.project_id }]
      : []),
  ];
  const images = useNoteImages(form.values.image_url, fields.coverImage, form.values.project_id);

  return (
    <FormFrame
      editing={!!noteId}
      titles={m}
      history={noteId ? { collection: COLLECTIONS.notes, docId: noteId, name: form.values.title } : undefined}
      saving={busy}
      onSubmit={form.onSubmit((values) => void save(values))}
      onCancel={onCancel}
      unsaved={unsaved}
      submitDisabled={uploading}
    >
      <Textarea
        label={fields.title}
        withAsterisk
        autosize
        minRows={1}
        maxLength={NOTE_LIMITS.title}
        {...form.getInputProps('title')}
        onChange={address.onTitleChange}
      />
      <AddressField
        label={fields.slug}
        pathOf={notePath}
        describe={fields.slugDescription}
        value={form.values.slug}
        onChange={address.onAddressChange}
        error={form.errors.slug}
      />
      <FormStatusField form={form} />
      <Textarea
        label={fields.summary}
        description={`${fields.summaryDescription} ${fields.summaryCount(form.values.summary.length)}`}
        autosize
        minRows={2}
        maxLength={NOTE_LIMITS.summary}
        {...form.getInputProps('summary')}
      />
      <MarkdownField
        label={fields.body}
        description={fields.bodyDescription}
        value={form.values.body}
        onChange={(body) => form.setFieldValue('body', body)}
        error={form.errors.body}
        maxLength={NOTE_LIMITS.body}
        images={images}
        noImages={fields.noImages}
      />
      <TagInput
        value={form.values.tags}
        onChange={(tags) => form.setFieldValue('tags', tags)}
        maxTags={NOTE_LIMITS.tags}
        maxTagLength={NOTE_LIMITS.tag}
        error={form.errors.tags}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={fields.publishedAt}
          description={fields.publishedAtDescription}
          withAsterisk
          {...form.getInputProps('published_at')}
        />
        <Select
          label={fields.project}
          description={fields.projectDescription}
          data={projectOptions}
          allowDeselect={false}
          searchable
          placeholder={projects ? undefined : fields.projectsLoading}
          value={form.values.project_id}
          onChange={(v) => form.setFieldValue('project_id', v ?? '')}
        />
      </SimpleGrid>
      <ImageField
        label={fields.coverImage}
        value={form.values.image_url}
        // A replaced or abandoned upload is the server's to remove, once nothing names it.
        onChange={(url) => form.setFieldValue('image_url', url)}
        error={form.errors.image_url}
        folder="projects"
        maxSize={COVER_MAX}
        recommendedSize={m.recommendedSize}
        successMessage={m.imageUploaded}
        failureMessage={m.imageUploadFailed}
        onUploadingChange={setUploading}
      />
      <PreviewLinkButton collection={COLLECTIONS.notes} docId={noteId} />
    </FormFrame>
  );
}
