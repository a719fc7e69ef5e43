import { memo } from 'react';
import { Box, Stack } from '@mantine/core';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { IconGripVertical } from '@tabler/icons-react';
import { sortedSection, type DraftFile } from './draft-files';
import { FileRow } from './file-row';
import { FileSection } from './file-section';
import { MEDIA_TYPES } from './file-types';
import { projectMessages as m } from './messages';
import classes from './project-form.module.css';
import type { DraftFileActions } from './use-draft-files';

/** Images and videos: upload or add by URL, edit, remove, and reorder by drag and drop or keys. */
interface SectionProps {
  files: DraftFile[];
  actions: DraftFileActions;
  disabled?: boolean;
}

export const MediaFilesSection = memo(function MediaFilesSection({ files, actions, disabled }: SectionProps) {
  const media = sortedSection(files, true);
  const onDragEnd = (result: DropResult) => {
    if (!result.destination) return;
    void actions.reorder(result.source.index, result.destination.index);
  };

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
        <DragDropContext onDragEnd={onDragEnd}>
          <Droppable droppableId="media-files">
            {(drop) => (
              <Stack gap="xs" ref={drop.innerRef} {...drop.droppableProps} data-testid="media-list">
                {media.map((file, index) => (
                  <Draggable key={file.key} draggableId={file.key} index={index} isDragDisabled={disabled}>
                    {(drag) => (
                      <Box ref={drag.innerRef} {...drag.draggableProps} data-testid="media-item">
                        <FileRow
                          file={file}
                          disabled={disabled}
                          onPatch={actions.patch}
                          onRemove={actions.remove}
                          onCancelUpload={actions.cancelUpload}
                          handle={
                            <div
                              {...drag.dragHandleProps}
                              className={classes.handle}
                              aria-label={m.media.dragHandle(file.name || file.file_url)}
                            >
                              <IconGripVertical size={20} aria-hidden />
                            </div>
                          }
                        />
                      </Box>
                    )}
                  </Draggable>
                ))}
                {drop.placeholder}
              </Stack>
            )}
          </Droppable>
        </DragDropContext>
      )}
    </FileSection>
  );
});
