import { memo } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { AddFileByUrl } from './add-file-by-url';
import { sortedSection, type DraftFile } from './draft-files';
import { FileDropzone } from './file-dropzone';
import { OTHER_TYPES } from './file-types';
import { FileRow } from './file-row';
import { projectMessages as m } from './messages';
import type { DraftFileActions } from './use-draft-files';

/** Documents, APKs and other downloads, each with a name and a description. */
interface SectionProps {
  files: DraftFile[];
  actions: DraftFileActions;
  disabled?: boolean;
}

export const OtherFilesSection = memo(function OtherFilesSection({ files, actions, disabled }: SectionProps) {
  const others = sortedSection(files, false);
  return (
    <Stack gap="sm" component="section" aria-labelledby="other-files-title">
      <div>
        <Title order={3} size="h4" id="other-files-title">
          {m.other.title}
        </Title>
        <Text size="sm" c="dimmed">
          {m.other.description}
        </Text>
      </div>
      <FileDropzone
        title={m.other.drop}
        hint={m.other.dropHint}
        onDrop={actions.addUploads}
        disabled={disabled}
      />
      <AddFileByUrl
        types={OTHER_TYPES}
        onAdd={actions.addByUrl}
        disabled={disabled}
        section={m.other.title}
      />
      {others.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.other.empty}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="other-list">
          {others.map((file) => (
            <FileRow
              key={file.key}
              file={file}
              disabled={disabled}
              onPatch={actions.patch}
              onRemove={actions.remove}
              onCancelUpload={actions.cancelUpload}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
});
