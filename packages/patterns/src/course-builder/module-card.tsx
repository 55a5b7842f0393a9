import type { Module } from '@lp/contract';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  TextField,
} from '@lp/ui';
import { ChevronDown, Plus, Trash2 } from '@lp/ui/icons';
import {
  builderLessonTypes,
  type BuilderLessonType,
  type CourseBuilderTexts,
} from './course-builder-texts';
import type { MoveVia } from './course-structure-editor';
import { ItemActionsMenu } from './item-actions-menu';
import { useRef } from 'react';
import { LessonRow } from './lesson-row';
import { DragHandle, SortableList, useSortableItem } from './sortable-list';

export interface ModuleCardProps {
  module: Module;
  /** Every module of the course (the lessons' "Move to module…" targets). */
  modules: readonly Module[];
  index: number;
  selectedLessonId: string | null;
  texts: CourseBuilderTexts;
  onRename: (title: string) => void;
  onDelete: () => void;
  onMove: (to: number) => void;
  onAddLesson: (type: BuilderLessonType) => void;
  onRenameLesson: (lessonId: string, title: string) => void;
  onEditLesson: (lessonId: string) => void;
  onDeleteLesson: (lessonId: string) => void;
  /** Moves a lesson to `to` in the module `moduleId` (this one or another), by drag or menu. */
  onMoveLesson: (lessonId: string, moduleId: string, to: number, via: MoveVia) => void;
}

/** A module in the structure: its title, its lessons (sortable), add lesson, move, delete. */
export function ModuleCard({
  module,
  modules,
  index,
  selectedLessonId,
  texts,
  onRename,
  onDelete,
  onMove,
  onAddLesson,
  onRenameLesson,
  onEditLesson,
  onDeleteLesson,
  onMoveLesson,
}: ModuleCardProps) {
  const { itemProps, handleProps } = useSortableItem(module.id);
  const lessonIds = module.lessons.map((lesson) => lesson.id);
  const lessonTitle = (id: string) =>
    module.lessons.find((lesson) => lesson.id === id)?.title ?? '';
  const otherModules = modules
    .filter((other) => other.id !== module.id)
    .map((other) => ({ id: other.id, title: other.title }));
  const last = modules.length - 1;
  // The lesson is added once the menu has closed and let go of the focus, so the new lesson's
  // title can take it.
  const chosen = useRef<BuilderLessonType | null>(null);
  return (
    <li
      {...itemProps}
      data-slot="builder-module"
      className="grid gap-3 rounded-lg border border-border bg-surface-raised p-3 data-dragging:relative data-dragging:z-10 data-dragging:shadow-lg"
    >
      <div className="flex items-center gap-1">
        <DragHandle
          handle={handleProps}
          label={texts.dragModule(module.title)}
          focusKey={`handle:${module.id}`}
        />
        <TextField
          label={texts.moduleTitle}
          hideLabel
          value={module.title}
          onChange={(event) => onRename(event.target.value)}
          data-focus-key={`title:${module.id}`}
          containerClassName="min-w-0 flex-1"
          className="font-semibold"
        />
        <ItemActionsMenu
          label={texts.moduleActions(module.title)}
          focusKey={`actions:${module.id}`}
          texts={texts}
          onMoveUp={index > 0 ? () => onMove(index - 1) : null}
          onMoveDown={index < last ? () => onMove(index + 1) : null}
        />
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={texts.deleteModule(module.title)}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {module.lessons.length === 0 ? (
        <p className="ps-10 text-sm text-text-muted">{texts.moduleEmpty}</p>
      ) : (
        <SortableList
          ids={lessonIds}
          titleOf={lessonTitle}
          texts={texts}
          onMove={(lessonId, to) => onMoveLesson(lessonId, module.id, to, 'handle')}
        >
          <ol className="grid gap-1 ps-4 md:ps-8">
            {module.lessons.map((lesson, lessonIndex) => (
              <LessonRow
                key={lesson.id}
                lesson={lesson}
                selected={lesson.id === selectedLessonId}
                texts={texts}
                onRename={(title) => onRenameLesson(lesson.id, title)}
                onEdit={() => onEditLesson(lesson.id)}
                onDelete={() => onDeleteLesson(lesson.id)}
                onMoveUp={
                  lessonIndex > 0
                    ? () => onMoveLesson(lesson.id, module.id, lessonIndex - 1, 'actions')
                    : null
                }
                onMoveDown={
                  lessonIndex < module.lessons.length - 1
                    ? () => onMoveLesson(lesson.id, module.id, lessonIndex + 1, 'actions')
                    : null
                }
                moveTargets={otherModules}
                onMoveTo={(moduleId) =>
                  onMoveLesson(
                    lesson.id,
                    moduleId,
                    modules.find((other) => other.id === moduleId)?.lessons.length ?? 0,
                    'actions',
                  )
                }
              />
            ))}
          </ol>
        </SortableList>
      )}
      <div className="ps-4 md:ps-8">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" data-focus-key={`add-lesson:${module.id}`}>
              <Plus aria-hidden="true" />
              {texts.addLesson}
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            align="start"
            aria-label={texts.lessonType}
            onCloseAutoFocus={(event) => {
              const type = chosen.current;
              chosen.current = null;
              if (!type) return;
              event.preventDefault();
              onAddLesson(type);
            }}
          >
            {builderLessonTypes.map((type) => (
              <DropdownMenuItem
                key={type}
                onSelect={() => {
                  chosen.current = type;
                }}
              >
                {texts.lessonTypes[type]}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </li>
  );
}
