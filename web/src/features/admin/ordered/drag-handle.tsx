import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { Box } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { orderedMessages } from './messages';
import classes from './drag-handle.module.css';

type DragHandleProps = Partial<DraggableProvidedDragHandleProps> & { label: string; fullLabel?: string };

export function DragHandle({ label, fullLabel, ...handleProps }: DragHandleProps) {
  return (
    <Box
      className={classes.handle}
      aria-label={fullLabel ?? orderedMessages.handleLabel(label)}
      {...handleProps}
    >
      <IconGripVertical size={18} aria-hidden />
    </Box>
  );
}
