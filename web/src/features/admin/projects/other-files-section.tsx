import { memo } from 'react';
import { Stack } from '@mantine/core';
import { sortedSection, type DraftFile } from './draft-files';
import { FileRow } from './file-row';
import { FileSection } from './file-section';
import { OTHER_TYPES } from './file-types';
import { projectMessages as m } from './messages';
import type { DraftFileActions } from './file-actions';

/** Documents, APKs and other downloads, each with a name and a description. */
interface SectionProps {
  files: DraftFile[];
  actions: DraftFileActions;
  disabled?: boolean;
}

export const OtherFilesSection = memo(function OtherFilesSection({ files, actions, disabled }: SectionProps) {
  const others = sortedSection(files, false);
  return (
    <FileSection
      id="other-files-title"
      texts={m.other}
      urlTypes={OTHER_TYPES}
      actions={actions}
      disabled={disabled}
    >
      {others.length === 0 ? null : (
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
    </FileSection>
  );
});
