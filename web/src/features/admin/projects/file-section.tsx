import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AddFileByUrl } from './add-file-by-url';
import { FileDropzone } from './file-dropzone';
import type { DraftFileActions } from './file-actions';

interface FileSectionTexts {
  title: string;
  description: string;
  drop: string;
  dropHint: string;
  empty: string;
  /** Toast text for a dropped file of a refused type. */
  rejected?: string;
}

interface FileSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  texts: FileSectionTexts;
  /** MIME patterns the dropzone takes; undefined takes every type. */
  accept?: string[];
  /** The types offered when a file is added by URL. */
  urlTypes: Array<{ value: string; label: string }>;
  actions: DraftFileActions;
  disabled?: boolean;
  /** The section's files, or nothing when it has none yet. */
  children: ReactNode | null;
}

/** A section of the project's files: its heading, a dropzone, add by URL, then its files. */
export function FileSection({ id, texts, accept, urlTypes, actions, disabled, children }: FileSectionProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <div>
        <Title order={3} size="h4" id={id}>
          {texts.title}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.description}
        </Text>
      </div>
      <FileDropzone
        title={texts.drop}
        hint={texts.dropHint}
        accept={accept}
        rejectMessage={texts.rejected}
        onDrop={actions.addUploads}
        disabled={disabled}
      />
      <AddFileByUrl types={urlTypes} onAdd={actions.addByUrl} disabled={disabled} section={texts.title} />
      {children ?? (
        <Text size="sm" c="dimmed">
          {texts.empty}
        </Text>
      )}
    </Stack>
  );
}
