import type { Module } from '@lp/contract';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  EmptyState,
  cn,
} from '@lp/ui';
import { Plus } from '@lp/ui/icons';
import { useId, useRef, useState } from 'react';
import {
  useCourseBuilderTexts,
  type BuilderLessonType,
  type CourseBuilderTexts,
} from './course-builder-texts';
import {
  addLesson,
  defaultCreateId,
  deleteLesson,
  deleteModule,
  findLesson,
  moveLesson,
  moveModule,
  newLesson,
  newModule,
  renameModule,
  updateLesson,
  type CreateId,
} from './course-draft';
import { ModuleCard } from './module-card';
import { SortableList } from './sortable-list';
import { useFocusRequest } from './use-focus-request';

export interface CourseStructureEditorProps {
  /** The course's modules and their lessons, in order. */
  modules: Module[];
  /** Called with the whole new list after every add, rename, delete and move. */
  onModulesChange: (modules: Module[]) => void;
  /** The lesson whose editor is open. @default null */
  selectedLessonId?: string | null;
  /** Called when a lesson's Edit is chosen, or with null when the open lesson is deleted. */
  onSelectLesson?: (lessonId: string | null) => void;
  /** Makes the id of a new module or lesson. @default crypto.randomUUID */
  createId?: CreateId;
  /** Texts, merged over the defaults. @default defaultCourseBuilderTexts */
  texts?: Partial<CourseBuilderTexts>;
  className?: string;
}

/** The control a move came from: a drag handle or the Move menu's button. */
export type MoveVia = 'handle' | 'actions';

type PendingDelete = { kind: 'module'; id: string } | { kind: 'lesson'; id: string };

/**
 * The course's modules and lessons: add, rename in place, delete after a confirmation, and
 * reorder by drag and drop or by keyboard (the handle, or the Move menu, which also moves a
 * lesson to another module). Each move is announced politely with the item's new place.
 */
export function CourseStructureEditor({
  modules,
  onModulesChange,
  selectedLessonId = null,
  onSelectLesson,
  createId = defaultCreateId,
  texts: overrides,
  className,
}: CourseStructureEditorProps) {
  const texts = useCourseBuilderTexts(overrides);
  const headingId = useId();
  const container = useRef<HTMLElement>(null);
  const focus = useFocusRequest(container);
  const [announcement, setAnnouncement] = useState('');
  const [pending, setPending] = useState<PendingDelete | null>(null);
  // The dialog keeps its words while it closes. After a delete, focus goes to a neighbour once
  // the dialog has let go of it (`focusAfterDelete`); after a cancel, back where it was.
  const [shown, setShown] = useState<PendingDelete | null>(null);
  if (pending && pending !== shown) setShown(pending);
  const focusAfterDelete = useRef<string | null>(null);
  // Radix gives focus back to a dialog's trigger, and this one is opened by several buttons.
  const opener = useRef<HTMLElement | null>(null);
  const askToDelete = (item: PendingDelete) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPending(item);
  };

  const change = (next: Module[], message?: string) => {
    onModulesChange(next);
    if (message) setAnnouncement(message);
  };

  const addModule = () => {
    const module = newModule(createId(), texts.newModuleTitle(modules.length + 1));
    change([...modules, module]);
    focus(`title:${module.id}`);
  };

  const addLessonTo = (moduleId: string, type: BuilderLessonType) => {
    const lesson = newLesson(createId(), type, texts.newLessonTitle(type));
    change(addLesson(modules, moduleId, lesson));
    onSelectLesson?.(lesson.id);
    focus(`title:${lesson.id}`);
  };

  /** `via` says which control the move came from; focus stays on (or returns to) it. */
  const moveModuleTo = (moduleId: string, to: number, via: MoveVia) => {
    const next = moveModule(modules, moduleId, to);
    const index = next.findIndex((module) => module.id === moduleId);
    const module = next[index];
    if (!module) return;
    change(next, texts.movedModule(module.title, index + 1, next.length));
    focus(`${via}:${moduleId}`);
  };

  const moveLessonTo = (lessonId: string, moduleId: string, to: number, via: MoveVia) => {
    const next = moveLesson(modules, lessonId, moduleId, to);
    const place = findLesson(next, lessonId);
    if (!place) return;
    change(
      next,
      texts.movedLesson(
        place.lesson.title,
        place.index + 1,
        place.module.lessons.length,
        place.module.title,
      ),
    );
    focus(`${via}:${lessonId}`);
  };

  /** Where focus goes when an item leaves: the next item, else the previous, else `fallback`. */
  const neighbour = (ids: readonly string[], id: string, fallback: string) => {
    const index = ids.indexOf(id);
    const next = ids[index + 1] ?? ids[index - 1];
    return next ? `handle:${next}` : fallback;
  };

  const confirmDelete = () => {
    if (!pending) return;
    if (pending.kind === 'module') {
      const module = modules.find((item) => item.id === pending.id);
      if (!module) return;
      const ids = modules.map((item) => item.id);
      if (module.lessons.some((lesson) => lesson.id === selectedLessonId)) onSelectLesson?.(null);
      change(deleteModule(modules, module.id), texts.deletedModule(module.title));
      focusAfterDelete.current = neighbour(ids, module.id, 'add-module');
    } else {
      const place = findLesson(modules, pending.id);
      if (!place) return;
      const ids = place.module.lessons.map((lesson) => lesson.id);
      if (pending.id === selectedLessonId) onSelectLesson?.(null);
      change(deleteLesson(modules, pending.id), texts.deletedLesson(place.lesson.title));
      focusAfterDelete.current = neighbour(ids, pending.id, `add-lesson:${place.module.id}`);
    }
    setPending(null);
  };

  const pendingModule =
    shown?.kind === 'module' ? modules.find((module) => module.id === shown.id) : undefined;
  const pendingLesson = shown?.kind === 'lesson' ? findLesson(modules, shown.id) : null;

  return (
    <section
      ref={container}
      data-slot="course-structure-editor"
      aria-labelledby={headingId}
      className={cn('grid gap-4', className)}
    >
      <h2 id={headingId} className="text-lg font-semibold text-text">
        {texts.structureHeading}
      </h2>
      <p data-slot="structure-announcement" role="status" className="sr-only">
        {announcement}
      </p>
      {modules.length === 0 ? (
        <EmptyState title={texts.structureEmpty} hint={texts.structureEmptyHint} />
      ) : (
        <SortableList
          ids={modules.map((module) => module.id)}
          titleOf={(id) => modules.find((module) => module.id === id)?.title ?? ''}
          texts={texts}
          onMove={(moduleId, to) => moveModuleTo(moduleId, to, 'handle')}
        >
          <ol className="grid gap-3">
            {modules.map((module, index) => (
              <ModuleCard
                key={module.id}
                module={module}
                modules={modules}
                index={index}
                selectedLessonId={selectedLessonId}
                texts={texts}
                onRename={(title) => change(renameModule(modules, module.id, title))}
                onDelete={() => askToDelete({ kind: 'module', id: module.id })}
                onMove={(to) => moveModuleTo(module.id, to, 'actions')}
                onAddLesson={(type) => addLessonTo(module.id, type)}
                onRenameLesson={(lessonId, title) =>
                  change(updateLesson(modules, lessonId, { title }))
                }
                onEditLesson={(lessonId) => onSelectLesson?.(lessonId)}
                onDeleteLesson={(lessonId) => askToDelete({ kind: 'lesson', id: lessonId })}
                onMoveLesson={moveLessonTo}
              />
            ))}
          </ol>
        </SortableList>
      )}
      <div>
        <Button variant="outline" onClick={addModule} data-focus-key="add-module">
          <Plus aria-hidden="true" />
          {texts.addModule}
        </Button>
      </div>
      <AlertDialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (focusAfterDelete.current) focus(focusAfterDelete.current);
            else opener.current?.focus();
            focusAfterDelete.current = null;
            opener.current = null;
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>
              {shown?.kind === 'module' ? texts.deleteModuleTitle : texts.deleteLessonTitle}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {pendingModule
                ? texts.deleteModuleDescription(pendingModule.title, pendingModule.lessons.length)
                : pendingLesson
                  ? texts.deleteLessonDescription(pendingLesson.lesson.title)
                  : null}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{texts.cancel}</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={confirmDelete}>
              {texts.deleteConfirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
