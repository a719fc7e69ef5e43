import { Checkbox, Select, SimpleGrid, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  COLLECTIONS,
  PUBLICATION_LINKS,
  PUBLICATION_TYPES,
  PUBLICATION_TYPE_LABELS,
  type PublicationType,
} from '@portfolio/model/collections';
import { PUBLICATION_LIMITS } from '@portfolio/model/limits';
import { nextOldSlugs } from '@portfolio/model/slug';
import { PublicationSlugTakenError, savePublication, type SavedAddress } from '@/data/publications/admin';
import type { Publication } from '@/data/publications/model';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { AddressField } from '@/features/admin/editing/address-field';
import { changedFields } from '@/features/admin/editing/changed-fields';
import { FormFrame } from '@/features/admin/editing/form-frame';
import { PreviewLinkButton } from '@/features/admin/preview/preview-link-button';
import { useAddressFromTitle } from '@/features/admin/editing/use-address-from-title';
import { LongTextField, ShortTextField } from '@/features/admin/editing/text-fields';
import { useBusy } from '@/features/admin/editing/use-busy';
import { statusMessages } from '@/features/admin/status/messages';
import { announcePassedTime, settleSchedule } from '@/features/admin/status/schedule';
import { FormStatusField } from '@/features/admin/status/status-field';
import { TagInput } from '@/features/admin/projects/tag-input';
import { publicationMessages as m } from './messages';
import { PdfField } from './pdf-field';
import {
  authorList,
  emptyPublication,
  publicationRules,
  toInput,
  toValues,
  type PublicationValues,
} from './publication-values';

const TYPE_OPTIONS = PUBLICATION_TYPES.map((value) => ({ value, label: PUBLICATION_TYPE_LABELS[value] }));
const paperPath = (slug: string) => `/publications/${encodeURIComponent(slug)}`;

interface PublicationFormProps {
  paper: Publication | null;
  /** Where a new paper goes in the admin's order. */
  defaultOrder: number;
  onSaved: () => void;
  onCancel: () => void;
}

/** Add (no paper) or edit a paper; a failed save keeps everything typed and says why. */
export function PublicationForm({ paper, defaultOrder, onSaved, onCancel }: PublicationFormProps) {
  const [paperId, setPaperId] = useState(paper?.id);
  const [saved, setSaved] = useState<SavedAddress>({ slug: paper?.slug, old_slugs: paper?.old_slugs ?? [] });
  // The address follows the title until the admin types one (or the paper already has one).
  const [uploading, setUploading] = useState(false);
  const { busy, run } = useBusy();
  const form = useForm<PublicationValues>({
    mode: 'controlled',
    initialValues: paper ? toValues(paper) : emptyPublication,
    validate: publicationRules,
  });
  const address = useAddressFromTitle(
    Boolean(paper?.slug),
    (title) => form.setFieldValue('title', title),
    (slug) => form.setFieldValue('slug', slug),
  );
  const kept = { cite_key: paper?.cite_key ?? '', order_index: paper?.order_index ?? defaultOrder };

  const save = (typed: PublicationValues) =>
    run(async () => {
      const { values, passed } = settleSchedule(typed);
      const input = toInput(values, kept);
      try {
        const id = await savePublication(paperId, input, saved);
        // From here on the paper exists: a second attempt updates it instead of adding another.
        setPaperId(id);
        setSaved({
          slug: values.slug,
          old_slugs: nextOldSlugs(saved.slug, saved.old_slugs ?? [], values.slug),
        });
        form.setValues(values);
        form.resetDirty(values);
      } catch (error) {
        if (error instanceof PublicationSlugTakenError) {
          form.setFieldError('slug', m.slugTaken);
          notifyError(m.slugTaken);
          return;
        }
        console.error(m.saveFailed, error);
        notifyError(m.saveFailed);
        return;
      }
      notifySuccess(paperId ? m.updated : m.added);
      announcePassedTime(passed);
      onSaved();
    });

  const { fields } = m;
  const authors = authorList(form.values.authors);
  const ownerOptions = [
    { value: '', label: fields.ownerNone },
    ...authors.map((name, i) => ({ value: String(i), label: name })),
  ];
  const unsaved = changedFields(form, {
    title: fields.title,
    authors: fields.authors,
    owner: fields.owner,
    more_authors: fields.moreAuthors,
    type: fields.type,
    venue: fields.venue,
    year: fields.year,
    month: fields.month,
    day: fields.day,
    abstract: fields.abstract,
    doi: fields.doi,
    arxiv_id: fields.arxiv,
    urls: fields.links.pdf,
    pdf_file_url: m.pdf.label,
    tags: fields.tags,
    selected: fields.selected,
    slug: fields.slug,
    status: statusMessages.label,
    publish_at: statusMessages.unsavedTime,
  });

  return (
    <FormFrame
      editing={!!paperId}
      titles={m}
      history={
        paperId
          ? { collection: COLLECTIONS.publications, docId: paperId, name: form.values.title }
          : undefined
      }
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
        maxLength={PUBLICATION_LIMITS.title}
        {...form.getInputProps('title')}
        onChange={address.onTitleChange}
      />
      <AddressField
        label={fields.slug}
        pathOf={paperPath}
        describe={fields.slugDescription}
        value={form.values.slug}
        onChange={address.onAddressChange}
        error={form.errors.slug}
      />
      <FormStatusField form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Textarea
          label={fields.authors}
          description={fields.authorsDescription}
          withAsterisk
          autosize
          minRows={3}
          {...form.getInputProps('authors')}
        />
        <div>
          <Select
            label={fields.owner}
            description={fields.ownerDescription}
            data={ownerOptions}
            allowDeselect={false}
            value={Number(form.values.owner) < authors.length ? form.values.owner : ''}
            onChange={(v) => form.setFieldValue('owner', v ?? '')}
          />
          <Checkbox
            mt="sm"
            label={fields.moreAuthors}
            description={fields.moreAuthorsDescription}
            {...form.getInputProps('more_authors', { type: 'checkbox' })}
          />
        </div>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={fields.type}
          data={TYPE_OPTIONS}
          allowDeselect={false}
          value={form.values.type}
          onChange={(v) => form.setFieldValue('type', (v ?? 'article') as PublicationType)}
        />
        <ShortTextField
          label={fields.venue}
          description={fields.venueDescription}
          maxLength={PUBLICATION_LIMITS.venue}
          {...form.getInputProps('venue')}
        />
      </SimpleGrid>
      <SimpleGrid cols={3}>
        <ShortTextField
          label={fields.year}
          withAsterisk
          inputMode="numeric"
          {...form.getInputProps('year')}
        />
        <ShortTextField label={fields.month} inputMode="numeric" {...form.getInputProps('month')} />
        <ShortTextField label={fields.day} inputMode="numeric" {...form.getInputProps('day')} />
      </SimpleGrid>
      <LongTextField label={fields.abstract} autosize minRows={3} {...form.getInputProps('abstract')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ShortTextField
          label={fields.doi}
          description={fields.doiDescription}
          {...form.getInputProps('doi')}
        />
        <ShortTextField
          label={fields.arxiv}
          description={fields.arxivDescription}
          {...form.getInputProps('arxiv_id')}
        />
        {PUBLICATION_LINKS.map((link) => (
          <ShortTextField
            key={link}
            label={fields.links[link]}
            type="url"
            placeholder={fields.urlPlaceholder}
            {...form.getInputProps(`urls.${link}`)}
          />
        ))}
      </SimpleGrid>
      <PdfField
        path={form.values.pdf_storage_path}
        url={form.values.pdf_file_url}
        onChange={(path, url) => form.setValues({ pdf_storage_path: path, pdf_file_url: url })}
        onUploadingChange={setUploading}
        disabled={busy}
      />
      <TagInput value={form.values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} />
      <Checkbox
        label={fields.selected}
        description={fields.selectedDescription}
        {...form.getInputProps('selected', { type: 'checkbox' })}
      />
      <PreviewLinkButton collection={COLLECTIONS.publications} docId={paperId} />
    </FormFrame>
  );
}
