import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Switch,
  Textarea,
  Title,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { buildCv, CV_LIMITS } from '@portfolio/model/cv';
import { CvDocument } from '@/components/cv/cv-document';
import { env } from '@/config/env';
import { saveCvSettings } from '@/data/cv-settings/admin';
import type { CvSettings } from '@/data/cv-settings/model';
import { cvContentFrom, type CvSources } from '@/data/public-content/cv-content';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { changedFields } from '@/features/admin/editing/changed-fields';
import { useUnsavedChanges } from '@/features/admin/editing/unsaved-changes';
import { useBusy } from '@/features/admin/editing/use-busy';
import { cvAdminMessages as t } from './messages';
import classes from './cv-admin.module.css';

interface CvFormValues {
  summary: string;
  allCertifications: boolean;
  certification_ids: string[];
  featuredProjects: boolean;
  project_ids: string[];
  show_phone: boolean;
}

function toValues(settings: CvSettings, sources: Required<CvSources>): CvFormValues {
  return {
    summary: settings.summary,
    allCertifications: settings.certification_ids === null,
    certification_ids: settings.certification_ids ?? sources.certifications.map((c) => c.id),
    featuredProjects: settings.project_ids === null,
    project_ids: settings.project_ids ?? sources.projects.filter((p) => p.featured).map((p) => p.id),
    show_phone: settings.show_phone,
  };
}

function toSettings(values: CvFormValues): CvSettings {
  return {
    summary: values.summary,
    certification_ids: values.allCertifications ? null : values.certification_ids,
    project_ids: values.featuredProjects ? null : values.project_ids,
    show_phone: values.show_phone,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const LABELS = {
  summary: t.summary,
  allCertifications: t.allCertifications,
  certification_ids: t.certifications,
  featuredProjects: t.featuredProjects,
  project_ids: t.projects,
  show_phone: t.showPhone,
};

export function CvSettingsForm({ sources, initial }: { sources: Required<CvSources>; initial: CvSettings }) {
  const { busy, run } = useBusy();
  const [drawing, setDrawing] = useState(false);
  const form = useForm<CvFormValues>({
    initialValues: toValues(initial, sources),
    validate: {
      summary: (v) => (v.trim().length > CV_LIMITS.summary ? t.summaryTooLong : null),
      project_ids: (v, values) =>
        !values.featuredProjects && v.length > CV_LIMITS.projects ? t.tooManyProjects : null,
    },
  });
  useUnsavedChanges(t.title, changedFields(form, LABELS));

  // The preview follows the form as it is typed: what Publish would put live once saved.
  const cv = buildCv(cvContentFrom({ ...sources, settings: toSettings(form.values) }, env.siteUrl));

  const submit = form.onSubmit((values) =>
    run(async () => {
      try {
        await saveCvSettings(toSettings(values));
      } catch (error) {
        console.error(t.saveFailed, error);
        notifyError(t.saveFailed);
        return;
      }
      notifySuccess(t.saved);
      form.resetDirty();
    }),
  );

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
        <Section title={t.sections.settings}>
          <Stack gap="md">
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
          </Stack>
        </Section>
      </form>
      <Section title={t.sections.preview}>
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
      </Section>
    </Stack>
  );
}
