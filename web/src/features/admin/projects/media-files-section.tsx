import { memo } from 'react';
import { Box } from '@mantine/core';
import { SortableList } from '@/features/admin/ordered/sortable-list';
import { sortedSection, type DraftFile } from './draft-files';
import type { DraftFileActions } from './file-actions';
import { FileRow } from './file-row';
import { FileSection } from './file-section';
import { MEDIA_TYPES } from './file-types';
import { projectMessages as m } from './messages';

interface SectionProps {
  files: DraftFile[];
  actions: DraftFileActions;
  disabled?: boolean;
}

/** A file has no id until it is saved; the list knows it by its draft key. */
interface MediaItem {
  id: string;
  file: DraftFile;
}

const fileLabel = ({ file }: MediaItem) => file.name || file.file_url;

/** Images and videos: upload or add by URL, edit, remove, and reorder by drag and drop or keys. */
export const MediaFilesSection = memo(function MediaFilesSection({ files, actions, disabled }: SectionProps) {
  const media = sortedSection(files, true).map((file) => ({ id: file.key, file }));
  return (
    <FileSection
      id="media-files-title"
      texts={m.media}
      accept={['image/*', 'video/*']}
      urlTypes={MEDIA_TYPES}
      actions={actions}
      disabled={disabled}
    >
      {media.length === 0 ? null : (
        <Box data-testid="media-list">
          <SortableList
            id="media-files"
            items={media}
            itemLabel={fileLabel}
            handleLabel={(item) => m.media.dragHandle(fileLabel(item))}
            disabled={disabled}
            onMove={(from, to) => void actions.reorder(from, to)}
            renderItem={({ file }, handle) => (
              <FileRow
                file={file}
                disabled={disabled}
                onPatch={actions.patch}
                onRemove={actions.remove}
                onCancelUpload={actions.cancelUpload}
                handle={handle}
              />
            )}
          />
        </Box>
      )}
    </FileSection>
  );
});
