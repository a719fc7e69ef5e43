import { Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { CONTENT_STATUSES, isContentStatus, type ContentStatus } from '@portfolio/model/content-status';
import { fromDateTimeInput, localTimeZone, toDateTimeInput } from '@/lib/local-datetime';
import type { StatusValues } from './schedule';
import { statusMessages as m } from './messages';

const CHOICES = CONTENT_STATUSES.map((value) => ({ value, label: m.choices[value] }));

interface StatusFieldProps {
  status: ContentStatus;
  publishAt: Date | null;
  onStatusChange: (status: ContentStatus) => void;
  onPublishAtChange: (publishAt: Date | null) => void;
  /** The publish time's error (a scheduled document without one). */
  error?: ReactNode;
}

/**
 * Draft, Scheduled or Published; Scheduled asks for the time it goes live, typed in the admin's
 * own time zone (named in the label) and stored as the instant it means.
 */
export function StatusField({
  status,
  publishAt,
  onStatusChange,
  onPublishAtChange,
  error,
}: StatusFieldProps) {
  const labelId = useId();
  return (
    <Stack gap="xs">
      <Input.Wrapper label={m.label} description={m.description} labelElement="div" id={labelId}>
        <SegmentedControl
          aria-labelledby={`${labelId}-label`}
          data={CHOICES}
          value={status}
          onChange={(v) => isContentStatus(v) && onStatusChange(v)}
          fullWidth
          mt={4}
          maw={420}
        />
      </Input.Wrapper>
      {status === 'scheduled' && (
        <TextInput
          type="datetime-local"
          label={m.time(localTimeZone())}
          description={m.timeDescription}
          withAsterisk
          maw={420}
          value={publishAt ? toDateTimeInput(publishAt) : ''}
          onChange={(event) => onPublishAtChange(fromDateTimeInput(event.currentTarget.value))}
          error={error}
        />
      )}
    </Stack>
  );
}

/** What a form's StatusField is wired to: its status, its publish time and that time's error. */
export interface StatusForm {
  values: StatusValues;
  errors: Record<string, ReactNode>;
  setFieldValue(path: 'status', value: ContentStatus): void;
  setFieldValue(path: 'publish_at', value: Date | null): void;
}

/** The StatusField of a project's, note's or paper's form. */
export function FormStatusField({ form }: { form: StatusForm }) {
  return (
    <StatusField
      status={form.values.status}
      publishAt={form.values.publish_at}
      onStatusChange={(status) => form.setFieldValue('status', status)}
      onPublishAtChange={(at) => form.setFieldValue('publish_at', at)}
      error={form.errors.publish_at}
    />
  );
}
