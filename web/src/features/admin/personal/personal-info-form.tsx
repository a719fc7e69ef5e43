import { TEXT_LIMITS } from '@portfolio/model/limits';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { savePersonalInfo } from '@/data/personal-info/admin';
import { ImageField } from '@/features/admin/components/image-field';
import { isAcceptedUrl, URL_MESSAGE } from '@/features/admin/components/url-rules';
import { FormSection } from '@/features/admin/editing/form-section';
import { LongTextField, ShortTextField } from '@/features/admin/editing/text-fields';
import { useInPlaceSave } from '@/features/admin/editing/use-in-place-save';
import { personalMessages as t } from './messages';
import { isEmail, isHttpUrl, trimProfileValues, type ProfileValues } from './profile-values';

export function PersonalInfoForm({ initial }: { initial: ProfileValues }) {
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProfileValues>({
    initialValues: initial,
    validate: {
      profile_image: (v) => (!v.trim() || isAcceptedUrl(v) ? null : URL_MESSAGE),
      email: (v) => (!v.trim() || isEmail(v) ? null : t.invalidEmail),
      linkedin: (v) => (!v.trim() || isHttpUrl(v) ? null : t.invalidUrl),
    },
  });
  const { labels } = t;
  const { busy, submit } = useInPlaceSave(form, {
    title: t.title,
    labels,
    save: (values) => savePersonalInfo(trimProfileValues(values)),
    messages: t,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormSection title={t.sections.profile} gap="sm">
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
        </FormSection>
        <FormSection title={t.sections.about} gap="sm">
          <LongTextField label={labels.about_intro} {...form.getInputProps('about_intro')} />
          <LongTextField label={labels.about_detail} rows={6} {...form.getInputProps('about_detail')} />
        </FormSection>
        <FormSection title={t.sections.contact} gap="sm">
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
        </FormSection>
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={uploading}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
