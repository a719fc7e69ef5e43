import { TEXT_LIMITS } from '@portfolio/model/limits';
import { Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { savePersonalInfo } from '@/data/personal-info/admin';
import { ImageField } from '@/features/admin/components/image-field';
import { isAcceptedUrl, URL_MESSAGE } from '@/features/admin/components/url-rules';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { changedFields } from '@/features/admin/editing/changed-fields';
import { LongTextField, ShortTextField } from '@/features/admin/editing/text-fields';
import { useBusy } from '@/features/admin/editing/use-busy';
import { useUnsavedChanges } from '@/features/admin/editing/unsaved-changes';
import { personalMessages as t } from './messages';
import { isEmail, isHttpUrl, trimProfileValues, type ProfileValues } from './profile-values';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

export function PersonalInfoForm({ initial }: { initial: ProfileValues }) {
  const [uploading, setUploading] = useState(false);
  const { busy, run } = useBusy();
  const form = useForm<ProfileValues>({
    initialValues: initial,
    validate: {
      profile_image: (v) => (!v.trim() || isAcceptedUrl(v) ? null : URL_MESSAGE),
      email: (v) => (!v.trim() || isEmail(v) ? null : t.invalidEmail),
      linkedin: (v) => (!v.trim() || isHttpUrl(v) ? null : t.invalidUrl),
    },
  });
  const { labels } = t;
  useUnsavedChanges(t.title, changedFields(form, labels));

  const submit = form.onSubmit((values) =>
    run(async () => {
      const next = trimProfileValues(values);
      try {
        await savePersonalInfo(next);
      } catch (error) {
        console.error(t.saveFailed, error);
        notifyError(t.saveFailed);
        return;
      }
      notifySuccess(t.saved);
      // What is on screen is now what is stored: nothing left to lose by leaving.
      form.resetDirty();
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Section title={t.sections.profile}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ImageField
              label={labels.profile_image}
              value={form.values.profile_image}
              // The replaced photo is the server's to remove once nothing names it.
              onChange={(url) => form.setFieldValue('profile_image', url)}
              folder="profiles"
              maxSize={{ width: 800, height: 800 }}
              recommendedSize={t.recommendedImageSize}
              successMessage={t.imageUploaded}
              failureMessage={t.imageUploadFailed}
              onUploadingChange={setUploading}
              disabled={busy}
              error={form.errors.profile_image}
            />
            <Stack gap="sm">
              <ShortTextField label={labels.name} autoComplete="name" {...form.getInputProps('name')} />
              <ShortTextField label={labels.title} {...form.getInputProps('title')} />
              <Textarea
                label={labels.tagline}
                rows={3}
                resize="vertical"
                {...form.getInputProps('tagline')}
              />
            </Stack>
          </SimpleGrid>
        </Section>
        <Section title={t.sections.about}>
          <LongTextField label={labels.about_intro} {...form.getInputProps('about_intro')} />
          <LongTextField label={labels.about_detail} rows={6} {...form.getInputProps('about_detail')} />
        </Section>
        <Section title={t.sections.contact}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={labels.email}
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <ShortTextField
              label={labels.phone}
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          <TextInput
            label={labels.linkedin}
            maxLength={TEXT_LIMITS.url}
            description={t.linkedinDescription}
            type="url"
            {...form.getInputProps('linkedin')}
          />
        </Section>
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={uploading}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
