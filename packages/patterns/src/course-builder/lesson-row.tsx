import type { Lesson } from '@lp/contract';
import { Button, TextField } from '@lp/ui';
import { FileText, ListChecks, Pencil, Trash2, Video, type IconComponent } from '@lp/ui/icons';
import type { BuilderLessonType, CourseBuilderTexts } from './course-builder-texts';
import { ItemActionsMenu, type MoveTarget } from './item-actions-menu';
import { DragHandle, useSortableItem } from './sortable-list';

const typeIcons: Record<BuilderLessonType, IconComponent> = {
  text: FileText,
  video: Video,
  quiz: ListChecks,
};

/** The builder's name for a lesson type; types it cannot edit show their contract name. */
export function lessonTypeName(type: Lesson['type'], texts: CourseBuilderTexts): string {
  return type in texts.lessonTypes ? texts.lessonTypes[type as BuilderLessonType] : type;
}

export interface LessonRowProps {
  lesson: Lesson;
  selected: boolean;
  texts: CourseBuilderTexts;
  onRename: (title: string) => void;
  onEdit: () => void;
  onDelete: () => void;
  onMoveUp: (() => void) | null;
  onMoveDown: (() => void) | null;
  moveTargets: readonly MoveTarget[];
  onMoveTo: (moduleId: string) => void;
}

/** A lesson in the structure: drag handle, type, title (renamed in place), edit, move, delete. */
export function LessonRow({
  lesson,
  selected,
  texts,
  onRename,
  onEdit,
  onDelete,
  onMoveUp,
  onMoveDown,
  moveTargets,
  onMoveTo,
}: LessonRowProps) {
  const { itemProps, handleProps } = useSortableItem(lesson.id);
  const Icon = typeIcons[lesson.type as BuilderLessonType] ?? FileText;
  return (
    <li
      {...itemProps}
      data-slot="builder-lesson"
      data-selected={selected || undefined}
      className="flex items-center gap-1 rounded-md border border-border bg-surface p-1 data-dragging:relative data-dragging:z-10 data-dragging:shadow-lg data-selected:border-primary data-selected:bg-primary-subtle"
    >
      <DragHandle
        handle={handleProps}
        label={texts.dragLesson(lesson.title)}
        focusKey={`handle:${lesson.id}`}
      />
      <span className="flex size-8 shrink-0 items-center justify-center text-text-muted">
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{lessonTypeName(lesson.type, texts)}</span>
      </span>
      <TextField
        label={texts.lessonTitle}
        hideLabel
        size="sm"
        value={lesson.title}
        onChange={(event) => onRename(event.target.value)}
        data-focus-key={`title:${lesson.id}`}
        containerClassName="min-w-0 flex-1"
      />
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={texts.editLesson(lesson.title)}
        aria-pressed={selected}
        data-focus-key={`edit:${lesson.id}`}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <ItemActionsMenu
        label={texts.lessonActions(lesson.title)}
        focusKey={`actions:${lesson.id}`}
        texts={texts}
        onMoveUp={onMoveUp}
        onMoveDown={onMoveDown}
        moveTargets={moveTargets}
        onMoveTo={onMoveTo}
      />
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={texts.deleteLesson(lesson.title)}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
