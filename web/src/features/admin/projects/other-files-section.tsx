import { Stack, Text, Title } from '@mantine/core';
import { AddFileByUrl } from './add-file-by-url';
import { sortedSection } from './draft-files';
import { FileDropzone } from './file-dropzone';
import { OTHER_TYPES } from './file-types';
import { FileRow } from './file-row';
import { projectMessages as m } from './messages';
import type { useDraftFiles } from './use-draft-files';

type Draft = ReturnType<typeof useDraftFiles>;

/** Documents, APKs and other downloads, each with a name and a description. */
export function OtherFilesSection({ draft, disabled }: { draft: Draft; disabled?: boolean }) {
  const others = sortedSection(draft.files, false);
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
        onDrop={draft.addUploads}
        disabled={disabled}
      />
      <AddFileByUrl types={OTHER_TYPES} onAdd={draft.addByUrl} disabled={disabled} section={m.other.title} />
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
              onChange={(change) => draft.patch(file.key, change)}
              onRemove={() => void draft.remove(file)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
