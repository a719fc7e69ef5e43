import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { DragHandle } from './drag-handle';

interface SortableListProps<T extends { id: string }> {
  id: string;
  items: readonly T[];
  /** Name of an item for the handle's accessible label. */
  itemLabel: (item: T) => string;
  onMove: (from: number, to: number) => void;
  /** A card (stack) or the cells of a row (table); `handle` goes where the grip belongs. */
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  /** 'table' renders rows of a Mantine Table whose header is `head`. */
  variant?: 'stack' | 'table';
  head?: ReactNode;
  /** The handle's whole accessible label, where a manager words it its own way. */
  handleLabel?: (item: T) => string;
  /** While the list must hold still (a save in flight). */
  disabled?: boolean;
}

/**
 * The drag-and-drop list of education, experience, certifications and services. Mouse, touch
 * and keyboard (focus a handle, Space, arrows, Space) all work: that is @hello-pangea/dnd.
 */
export function SortableList<T extends { id: string }>(props: SortableListProps<T>) {
  const { id, items, itemLabel, onMove, renderItem, variant = 'stack', head, handleLabel, disabled } = props;

  function onDragEnd(result: DropResult) {
    if (result.destination) onMove(result.source.index, result.destination.index);
  }

  const draggables = items.map((item, index) => (
    <Draggable key={item.id} draggableId={item.id} index={index} isDragDisabled={disabled}>
      {(drag) => {
        const handle = (
          <DragHandle label={itemLabel(item)} fullLabel={handleLabel?.(item)} {...drag.dragHandleProps} />
        );
        return variant === 'table' ? (
          <Table.Tr ref={drag.innerRef} {...drag.draggableProps} data-testid="sortable-item">
            {renderItem(item, handle)}
          </Table.Tr>
        ) : (
          <div ref={drag.innerRef} {...drag.draggableProps} data-testid="sortable-item">
            {renderItem(item, handle)}
          </div>
        );
      }}
    </Draggable>
  ));

  return (
    <DragDropContext onDragEnd={onDragEnd}>
      <Droppable droppableId={id}>
        {(drop) =>
          variant === 'table' ? (
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>{head}</Table.Thead>
                <Table.Tbody ref={drop.innerRef} {...drop.droppableProps}>
                  {draggables}
                  {drop.placeholder}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Stack gap="sm" ref={drop.innerRef} {...drop.droppableProps}>
              {draggables}
              {drop.placeholder}
            </Stack>
          )
        }
      </Droppable>
    </DragDropContext>
  );
}
