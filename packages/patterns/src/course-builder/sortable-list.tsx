import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from '@lp/ui';
import { ChevronsUpDown } from '@lp/ui/icons';
import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import type { CourseBuilderTexts } from './course-builder-texts';

// Reordering is dnd-kit's accessible sortable (decision in course-builder/README.md): the
// module cards hold text fields, buttons and a second sortable list (their lessons), which
// React Aria's drag and drop (a grid list whose rows are the draggable items) does not nest.

export interface SortableListProps {
  /** The items' ids, in order. */
  ids: readonly string[];
  /** The name of an item, as announced while it is dragged. */
  titleOf: (id: string) => string;
  /** Called when an item is dropped at another place: its id and its new index. */
  onMove: (id: string, to: number) => void;
  texts: Pick<
    CourseBuilderTexts,
    'dragInstructions' | 'pickedUp' | 'draggingOver' | 'dragCancelled'
  >;
  children: ReactNode;
}

/**
 * A vertical list whose items move by pointer or by keyboard (space or enter on the handle, the
 * arrow keys, space or enter to drop, escape to cancel), announcing each step. The final
 * "Moved ..." is announced by the caller, which knows the item's new place and list.
 */
export function SortableList({ ids, titleOf, onMove, texts, children }: SortableListProps) {
  // A stable id keeps the handles' aria-describedby the same on the server and in the browser.
  const id = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // dnd-kit leaves a drag's key listeners on the document when the list unmounts mid-drag (the
  // page changed), and they would keep eating space and enter. A window resize is a cancel
  // for both of its sensors, so one is sent on the way out.
  const dragging = useRef(false);
  useEffect(
    () => () => {
      if (dragging.current) window.dispatchEvent(new Event('resize'));
    },
    [],
  );
  const name = (item: UniqueIdentifier) => titleOf(String(item));
  const position = (item: UniqueIdentifier) => ids.indexOf(String(item)) + 1;
  const drop = ({ active, over }: DragEndEvent) => {
    dragging.current = false;
    if (!over || active.id === over.id) return;
    const to = ids.indexOf(String(over.id));
    if (to >= 0) onMove(String(active.id), to);
  };
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={() => (dragging.current = true)}
      onDragCancel={() => (dragging.current = false)}
      onDragEnd={drop}
      accessibility={{
        screenReaderInstructions: { draggable: texts.dragInstructions },
        announcements: {
          onDragStart: ({ active }) =>
            texts.pickedUp(name(active.id), position(active.id), ids.length),
          onDragOver: ({ active, over }) =>
            over ? texts.draggingOver(name(active.id), position(over.id), ids.length) : undefined,
          onDragEnd: () => undefined,
          onDragCancel: ({ active }) => texts.dragCancelled(name(active.id)),
        },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One item of a `SortableList`: its box (to move) and its drag handle (to hold). */
export function useSortableItem(id: string) {
  const sortable = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  return {
    itemProps: {
      ref: sortable.setNodeRef,
      style,
      'data-dragging': sortable.isDragging || undefined,
    },
    handleProps: {
      ref: sortable.setActivatorNodeRef,
      ...sortable.attributes,
      ...sortable.listeners,
    },
    isDragging: sortable.isDragging,
  };
}

export interface DragHandleProps {
  /** From `useSortableItem`. */
  handle: ReturnType<typeof useSortableItem>['handleProps'];
  /** The handle's name, such as "Drag Lesson 'Variables'". */
  label: string;
  /** Key for the builder's focus requests. */
  focusKey: string;
}

/** The grip an item is dragged by, with the mouse or the keyboard. */
export function DragHandle({ handle, label, focusKey }: DragHandleProps) {
  const { ref, ...props } = handle;
  return (
    <Button
      {...props}
      ref={ref}
      type="button"
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      data-focus-key={focusKey}
      className="touch-none"
    >
      <ChevronsUpDown aria-hidden="true" />
    </Button>
  );
}
