import {
  Button,
  ResizableHandle,
  ResizablePanel,
  ResizablePanelGroup,
  SkipLink,
  cn,
  useDirection,
  useMessages,
  type PanelSizes,
} from '@lp/ui';
import { shortcutKeyIn } from '@lp/contract';
import * as lessonPlayerMessages from '@lp/locales/en/lesson-player';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import {
  ChartColumn,
  ChevronLeft,
  ChevronRight,
  Clock,
  FileText,
  Focus,
  Keyboard,
  Sparkles,
  X,
} from '@lp/ui/icons';
import { BackLink } from './back-link';
import { LESSON_MAIN_ID } from './lesson-player-ids';
import { lessonNavigation, type LessonPlayerPosition } from './lesson-position';
import { formatStudyTime } from './study-time';

/** The player's layout state (spec 1 §3 Layout). */
export interface LessonPlayerLayout {
  type: 'default' | 'focus';
  showProgressMap: boolean;
  contentWidth: 'normal' | 'full';
}

/** Every text of the desktop player; the defaults are the spec's words or plain English. */
export interface LessonPlayerDesktopLabels {
  /** @default 'Back to Courses' */
  back: string;
  /** @default 'Skip to lesson' */
  skipToLesson: string;
  /** Toggles the notes and bookmarks panel. @default 'Notes' */
  notes: string;
  /** @default 'Focus mode' */
  focusMode: string;
  /** Opens the Keyboard Shortcuts overlay. @default 'Keyboard shortcuts' */
  shortcuts: string;
  /** Opens the Study Session Statistics overlay. @default 'Study statistics' */
  statistics: string;
  /** Shown while the companion panel is closed. @default 'Open AI companion' */
  openCompanion: string;
  /** @default 'Close AI companion' */
  closeCompanion: string;
  /** The study timer's accessible name. @default 'Study time' */
  studyTime: string;
  /** @default 'Previous lesson' */
  previous: string;
  /** @default 'Next lesson' */
  next: string;
  /** The pill's text. @default (n, total) => `${n} / ${total}` */
  position: (number: number, total: number) => string;
  /** The pill's group name. @default 'Lesson navigation' */
  lessonNavigation: string;
  /** The outline panel's landmark name. @default 'Course outline' */
  outline: string;
  /** @default 'Resize course outline' */
  resizeOutline: string;
  /** The notes panel's landmark name. @default 'Notes and bookmarks' */
  notesPanel: string;
  /** @default 'Resize notes panel' */
  resizeNotes: string;
  /** The companion panel's landmark name. @default 'AI companion' */
  companion: string;
  /** @default 'Resize AI companion' */
  resizeCompanion: string;
}

type LessonPlayerMessages = typeof lessonPlayerMessages.default;

/** The desktop player's texts from a language's messages (the `lesson-player` namespace). */
function desktopLabelsFrom(m: LessonPlayerMessages): LessonPlayerDesktopLabels {
  return {
    back: m.back,
    skipToLesson: m.skipToLesson,
    notes: m.notes,
    focusMode: m.focusMode,
    shortcuts: m.shortcuts,
    statistics: m.statistics,
    openCompanion: m.openCompanion,
    closeCompanion: m.closeCompanion,
    studyTime: m.studyTime,
    previous: m.previous,
    next: m.next,
    position: (number, total) => m.position({ number, total }),
    lessonNavigation: m.lessonNavigation,
    outline: m.outline,
    resizeOutline: m.resizeOutline,
    notesPanel: m.notesPanel,
    resizeNotes: m.resizeNotes,
    companion: m.companion,
    resizeCompanion: m.resizeCompanion,
  };
}

export const defaultLessonPlayerDesktopLabels: LessonPlayerDesktopLabels = desktopLabelsFrom(
  lessonPlayerMessages.default,
);

/** The desktop player's texts in the tree's language, with a deployment's overrides on top. */
export function useLessonPlayerDesktopLabels(
  overrides?: Partial<LessonPlayerDesktopLabels>,
): LessonPlayerDesktopLabels {
  const messages = useMessages(lessonPlayerMessages);
  const labels = useMemo(() => desktopLabelsFrom(messages), [messages]);
  return overrides ? { ...labels, ...overrides } : labels;
}

/** Remembered panel widths in px; each is clamped to the spec's range (spec 1 §5). */
export interface LessonPlayerPanelSizes {
  outline?: number;
  notes?: number;
  companion?: number;
}

// Panel ids double as DOM ids (react-resizable-panels), so they are prefixed to stay unique.
const PANEL_IDS = {
  outline: 'lesson-player-outline',
  lesson: 'lesson-player-lesson',
  notes: 'lesson-player-notes',
  companion: 'lesson-player-companion',
} as const;

export interface LessonPlayerDesktopProps {
  courseTitle: string;
  lessonTitle: string;
  moduleTitle: string;
  /** The open lesson's place in the course; the pill shows 'n / total' with n = index + 1. */
  position: LessonPlayerPosition;
  /** Goes to the previous lesson; its button is disabled at the first lesson. */
  onPrevious: () => void;
  /** Goes to the next lesson; its button is disabled at the last lesson. */
  onNext: () => void;
  /** The course outline (left resizable panel); it brings its own `nav`. Hidden in focus layout. */
  outline: ReactNode;
  /** The lesson content, at the centre. */
  content: ReactNode;
  /** The progress map, under the content while `layout.showProgressMap`. */
  progressMap?: ReactNode;
  /** The AI companion (right panel). */
  companion: ReactNode;
  companionOpen: boolean;
  onCompanionOpenChange: (open: boolean) => void;
  /** The notes and bookmarks panel, toggled from the header's 'Notes' button. */
  notesPanel: ReactNode;
  notesOpen: boolean;
  onNotesOpenChange: (open: boolean) => void;
  /** Default or focus layout, the progress map's visibility and the content width. */
  layout: LessonPlayerLayout;
  /** Switches between the default and focus layouts. */
  onToggleFocusMode: () => void;
  /** Opens the Keyboard Shortcuts overlay. */
  onOpenShortcuts: () => void;
  /** Opens the Study Session Statistics overlay. */
  onOpenStatistics: () => void;
  /** Seconds of the study session, shown as m:ss (h:mm:ss from an hour). */
  studyTime: number;
  /** Where 'Back to Courses' goes (the app's /courses). */
  backHref: string;
  /** Starting panel widths in px (e.g. remembered ones). @default 320, 300 and 400 (spec 1 §9) */
  defaultPanelSizes?: LessonPlayerPanelSizes;
  /** Called when the person ends a resize, with every panel's width in px. */
  onPanelSizesChange?: (sizes: PanelSizes) => void;
  /** Texts, merged over the defaults. @default defaultLessonPlayerDesktopLabels */
  labels?: Partial<LessonPlayerDesktopLabels>;
  className?: string;
}

/**
 * Moves focus where it belongs after one of our own buttons removes itself: opening the
 * companion removes 'Open AI companion', closing it removes 'Close AI companion'. Opens and
 * closes from elsewhere (a shortcut, the app) leave focus alone.
 */
function useCompanionFocus(companionOpen: boolean) {
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    (companionOpen ? closeButton : openButton).current?.focus();
  }, [companionOpen]);
  const expectFocusMove = () => {
    pending.current = true;
  };
  return { openButton, closeButton, expectFocusMove };
}

/** The desktop lesson screen (spec 1 §2.7): title bar, outline, lesson area, notes and AI companion panels. */
export function LessonPlayerDesktop({
  courseTitle,
  lessonTitle,
  moduleTitle,
  position,
  onPrevious,
  onNext,
  outline,
  content,
  progressMap,
  companion,
  companionOpen,
  onCompanionOpenChange,
  notesPanel,
  notesOpen,
  onNotesOpenChange,
  layout,
  onToggleFocusMode,
  onOpenShortcuts,
  onOpenStatistics,
  studyTime,
  backHref,
  defaultPanelSizes,
  onPanelSizesChange,
  labels: labelsProp,
  className,
}: LessonPlayerDesktopProps) {
  const labels = useLessonPlayerDesktopLabels(labelsProp);
  const separator = useMessages(lessonPlayerMessages).spokenSeparator;
  // The arrow shortcuts follow the screen right to left (the previous lesson is to the right).
  const direction = useDirection();
  const navigation = lessonNavigation(position);
  const focus = layout.type === 'focus';
  const timerLabelId = useId();
  const notesId = useId();
  const { openButton, closeButton, expectFocusMove } = useCompanionFocus(companionOpen);

  return (
    <div
      data-slot="lesson-player-desktop"
      data-layout={layout.type}
      className={cn('flex h-dvh flex-col bg-surface font-sans text-text', className)}
    >
      <SkipLink targetId={LESSON_MAIN_ID}>{labels.skipToLesson}</SkipLink>
      <header
        data-slot="lesson-player-header"
        className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2 border-b border-border bg-surface px-4 py-3"
      >
        <BackLink href={backHref} label={labels.back} />
        <div className="flex min-w-0 flex-1 flex-col">
          <h1 dir="auto" className="truncate text-lg leading-tight font-semibold">
            {lessonTitle}
          </h1>
          <p className="truncate text-sm text-text-muted">
            {/* Each title keeps its own language's direction; the line keeps the page's. */}
            <bdi>{courseTitle}</bdi>
            {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a separator, hidden */}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">{separator}</span>
            <bdi>{moduleTitle}</bdi>
          </p>
        </div>
        <p className="flex items-center gap-2 text-sm text-text-muted">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          <span id={timerLabelId} className="sr-only">
            {labels.studyTime}
          </span>
          {/* role="timer" is aria-live="off": the time is read when visited, never every tick. */}
          <span
            role="timer"
            aria-live="off"
            aria-labelledby={timerLabelId}
            className="font-mono text-text tabular-nums"
          >
            {formatStudyTime(studyTime)}
          </span>
        </p>
        <div className="flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={notesOpen}
            aria-controls={notesOpen ? notesId : undefined}
            onClick={() => onNotesOpenChange(!notesOpen)}
            className="aria-pressed:bg-primary-subtle aria-pressed:text-primary-text"
          >
            <FileText aria-hidden="true" />
            {labels.notes}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={focus}
            aria-keyshortcuts="Control+F Meta+F"
            onClick={onToggleFocusMode}
            className="aria-pressed:bg-primary-subtle aria-pressed:text-primary-text"
          >
            <Focus aria-hidden="true" />
            {labels.focusMode}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-haspopup="dialog"
            aria-keyshortcuts="Control+K Meta+K"
            onClick={onOpenShortcuts}
          >
            <Keyboard aria-hidden="true" />
            <span className="sr-only xl:not-sr-only">{labels.shortcuts}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-haspopup="dialog"
            aria-keyshortcuts="Control+S Meta+S"
            onClick={onOpenStatistics}
          >
            <ChartColumn aria-hidden="true" />
            <span className="sr-only xl:not-sr-only">{labels.statistics}</span>
          </Button>
          {companionOpen ? null : (
            <Button
              ref={openButton}
              variant="outline"
              size="sm"
              onClick={() => {
                expectFocusMove();
                onCompanionOpenChange(true);
              }}
            >
              <Sparkles aria-hidden="true" />
              {labels.openCompanion}
            </Button>
          )}
        </div>
      </header>

      <ResizablePanelGroup
        className="min-h-0 flex-1"
        onSizesChange={(sizes, meta) => {
          if (meta.isUserInteraction) onPanelSizesChange?.(sizes);
        }}
      >
        {/* Focus layout keeps the lesson and the person's own panels, and drops the outline. */}
        {focus ? null : (
          <>
            <ResizablePanel
              id={PANEL_IDS.outline}
              preset="left"
              defaultSize={defaultPanelSizes?.outline}
              groupResizeBehavior="preserve-pixel-size"
            >
              <aside
                aria-label={labels.outline}
                className="h-full overflow-y-auto border-e border-border bg-surface-raised"
              >
                {outline}
              </aside>
            </ResizablePanel>
            <ResizableHandle aria-label={labels.resizeOutline} />
          </>
        )}

        <ResizablePanel id={PANEL_IDS.lesson}>
          <main
            id={LESSON_MAIN_ID}
            tabIndex={-1}
            data-slot="lesson-player-main"
            className="flex h-full flex-col overflow-y-auto focus:outline-none"
          >
            <div
              data-slot="lesson-player-content"
              data-width={layout.contentWidth}
              className={cn(
                'mx-auto flex w-full flex-1 flex-col gap-8 px-6 pt-8 pb-4',
                layout.contentWidth === 'normal' && 'max-w-4xl',
              )}
            >
              {content}
              {layout.showProgressMap && progressMap ? (
                <div data-slot="lesson-player-progress-map">{progressMap}</div>
              ) : null}
            </div>
            {/* Sticky, so the pill floats at the bottom centre of the lesson area while it scrolls. */}
            <div className="pointer-events-none sticky bottom-4 flex justify-center px-4 pb-4">
              <div
                role="group"
                aria-label={labels.lessonNavigation}
                data-slot="lesson-player-pill"
                className="pointer-events-auto flex items-center gap-2 rounded-full border border-border bg-surface-raised p-1 shadow-lg forced-colors:border-[CanvasText]"
              >
                <Button
                  variant="ghost"
                  size="icon"
                  shape="round"
                  aria-label={labels.previous}
                  aria-keyshortcuts={shortcutKeyIn('ArrowLeft', direction)}
                  disabled={!navigation.canGoPrevious}
                  onClick={onPrevious}
                >
                  <ChevronLeft aria-hidden="true" />
                </Button>
                <span className="min-w-12 text-center text-sm font-medium tabular-nums">
                  {labels.position(navigation.number, navigation.total)}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  shape="round"
                  aria-label={labels.next}
                  aria-keyshortcuts={shortcutKeyIn('ArrowRight', direction)}
                  disabled={!navigation.canGoNext}
                  onClick={onNext}
                >
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </div>
          </main>
        </ResizablePanel>

        {notesOpen ? (
          <>
            <ResizableHandle aria-label={labels.resizeNotes} />
            <ResizablePanel
              id={PANEL_IDS.notes}
              preset="study"
              defaultSize={defaultPanelSizes?.notes}
              groupResizeBehavior="preserve-pixel-size"
            >
              <aside
                id={notesId}
                aria-label={labels.notesPanel}
                className="h-full overflow-y-auto border-s border-border bg-surface-raised"
              >
                {notesPanel}
              </aside>
            </ResizablePanel>
          </>
        ) : null}

        {companionOpen ? (
          <>
            <ResizableHandle aria-label={labels.resizeCompanion} />
            <ResizablePanel
              id={PANEL_IDS.companion}
              preset="right"
              defaultSize={defaultPanelSizes?.companion}
              groupResizeBehavior="preserve-pixel-size"
            >
              <aside
                aria-label={labels.companion}
                className="relative flex h-full flex-col border-s border-border bg-surface-raised"
              >
                <div className="flex shrink-0 justify-end px-2 pt-2">
                  <Button
                    ref={closeButton}
                    variant="ghost"
                    size="icon"
                    aria-label={labels.closeCompanion}
                    onClick={() => {
                      expectFocusMove();
                      onCompanionOpenChange(false);
                    }}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
                <div className="min-h-0 flex-1 overflow-y-auto">{companion}</div>
              </aside>
            </ResizablePanel>
          </>
        ) : null}
      </ResizablePanelGroup>
    </div>
  );
}
