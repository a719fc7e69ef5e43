import { Button, Checkbox, Group, MultiSelect, Stack, Switch, Textarea, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { buildCv, CV_LIMITS } from '@portfolio/model/cv';
import { CvDocument } from '@/components/cv/cv-document';
import { env } from '@/config/env';
import { saveCvSettings } from '@/data/cv-settings/admin';
import type { CvSettings } from '@/data/cv-settings/model';
import { cvContentFrom, type CvSources } from '@/data/public-content/cv-content';
import { notifyError } from '@/features/admin/components/notify';
import { FormSection } from '@/features/admin/editing/form-section';
import { useInPlaceSave } from '@/features/admin/editing/use-in-place-save';
import { cvAdminMessages as t } from './messages';
import classes from './cv-admin.module.css';

interface CvFormValues {
  summary: string;
  allCertifications: boolean;
  certification_ids: string[];
  featuredProjects: boolean;
  project_ids: string[];
  show_phone: boolean;
  all_publications: boolean;
}

function toValues(settings: CvSettings, sources: Required<CvSources>): CvFormValues {
  return {
    summary: settings.summary,
    allCertifications: settings.certification_ids === null,
    certification_ids: settings.certification_ids ?? sources.certifications.map((c) => c.id),
    featuredProjects: settings.project_ids === null,
    project_ids: settings.project_ids ?? sources.projects.filter((p) => p.featured).map((p) => p.id),
    show_phone: settings.show_phone,
    all_publications: settings.all_publications,
  };
}

function toSettings(values: CvFormValues): CvSettings {
  return {
    summary: values.summary,
    certification_ids: values.allCertifications ? null : values.certification_ids,
    project_ids: values.featuredProjects ? null : values.project_ids,
    show_phone: values.show_phone,
    all_publications: values.all_publications,
  };
}

const LABELS = {
  summary: t.summary,
  allCertifications: t.allCertifications,
  certification_ids: t.certifications,
  featuredProjects: t.featuredProjects,
  project_ids: t.projects,
  show_phone: t.showPhone,
  all_publications: t.allPublications,
};

export function CvSettingsForm({ sources, initial }: { sources: Required<CvSources>; initial: CvSettings }) {
  const [drawing, setDrawing] = useState(false);
  const form = useForm<CvFormValues>({
    initialValues: toValues(initial, sources),
    validate: {
      summary: (v) => (v.trim().length > CV_LIMITS.summary ? t.summaryTooLong : null),
      project_ids: (v, values) =>
        !values.featuredProjects && v.length > CV_LIMITS.projects ? t.tooManyProjects : null,
    },
  });
  const { busy, submit } = useInPlaceSave(form, {
    title: t.title,
    labels: LABELS,
    save: (values) => saveCvSettings(toSettings(values)),
    messages: t,
  });

  // The preview follows the form as it is typed: what Publish would put live once saved.
  const cv = buildCv(cvContentFrom({ ...sources, settings: toSettings(form.values) }, env.siteUrl));

  async function download() {
    setDrawing(true);
    try {
      const { downloadCvPdf } = await import('./download-cv-pdf');
      await downloadCvPdf(cv);
    } catch (error) {
      console.error(t.pdfFailed, error);
      notifyError(t.pdfFailed);
    } finally {
      setDrawing(false);
    }
  }

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <FormSection title={t.sections.settings} gap="md">
          <Textarea
            label={t.summary}
            description={t.summaryDescription}
            autosize
            minRows={2}
            maxLength={CV_LIMITS.summary}
            {...form.getInputProps('summary')}
          />
          <Checkbox
            label={t.allCertifications}
            {...form.getInputProps('allCertifications', { type: 'checkbox' })}
          />
          {!form.values.allCertifications && (
            <MultiSelect
              label={t.certifications}
              data={sources.certifications.map((c) => ({ value: c.id, label: c.title }))}
              searchable
              clearable
              {...form.getInputProps('certification_ids')}
            />
          )}
          <Checkbox
            label={t.featuredProjects}
            {...form.getInputProps('featuredProjects', { type: 'checkbox' })}
          />
          {!form.values.featuredProjects && (
            <MultiSelect
              label={t.projects}
              description={t.projectsDescription}
              data={sources.projects.map((p) => ({ value: p.id, label: p.title }))}
              searchable
              clearable
              {...form.getInputProps('project_ids')}
            />
          )}
          <Checkbox
            label={t.allPublications}
            description={t.allPublicationsDescription}
            {...form.getInputProps('all_publications', { type: 'checkbox' })}
          />
          <Switch
            label={t.showPhone}
            description={t.showPhoneDescription}
            {...form.getInputProps('show_phone', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t.save}
            </Button>
          </Group>
        </FormSection>
      </form>
      <FormSection title={t.sections.preview}>
        <Group justify="space-between" mb="md" gap="sm">
          <Text size="sm" c="dimmed">
            {t.previewNote}
          </Text>
          <Button
            variant="light"
            onClick={() => void download()}
            loading={drawing}
            loaderProps={{ 'aria-label': t.drawingPdf }}
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            {t.downloadPdf}
          </Button>
        </Group>
        <div className={classes.preview} role="region" aria-label={t.previewLabel}>
          <CvDocument cv={cv} idPrefix="cv-preview" />
        </div>
      </FormSection>
    </Stack>
  );
}
