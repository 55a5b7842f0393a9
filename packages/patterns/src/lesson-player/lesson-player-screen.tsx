import type {
  Bookmark,
  Lesson,
  SimpleQuizAnswer,
  LessonPosition,
  Module,
  Note,
  ProgressNode,
  StudySession,
} from '@lp/contract';
import { HydrateApart, type MediaPlayerHandle, type PlayerQuizResult } from '@lp/ui';
import { useState, type Ref } from 'react';
import type { AiCompanionProps } from '../ai-companion';
import { AiCompanionFab } from '../ai-companion/ai-companion-fab';
import { CourseOutline } from '../course-outline';
import {
  LessonContent,
  lessonQuiz,
  type LessonCompletionState,
  type LessonContentProps,
} from '../lesson-content';
import {
  AiCompanion,
  AiCompanionSheet,
  CourseProgressModal,
  KeyboardShortcutsOverlay,
  LessonNotesPanel,
  ProgressMap,
  StudyStatsOverlay,
} from './lazy-panels';
import { LessonPlayerDesktop, type LessonPlayerLayout } from './lesson-player-desktop';
import { LessonPlayerMobile, type LessonPlayerMobileTab } from './lesson-player-mobile';
import { LayoutPending, LessonNotFound, LessonPlayerLoading } from './lesson-player-status';

/** The desktop or the phone player (spec 1 §2.7: chosen by device and window width). */
export type LessonPlayerMode = 'desktop' | 'mobile';

/** The overlay open over the player, if any. */
export type LessonPlayerOverlay = 'shortcuts' | 'statistics' | null;

/** The AI companion's conversation of the open lesson, as the app's AI hook gives it. */
export interface LessonPlayerCompanionState extends Pick<
  AiCompanionProps,
  | 'initialMessages'
  | 'onSend'
  | 'onMessagesChange'
  | 'onReact'
  | 'suggestions'
  | 'personality'
  | 'onPersonalityChange'
  | 'mode'
  | 'onModeChange'
  | 'selectedText'
> {
  /** Keys the chat: ChatPanel reads its messages only when it mounts, so a new key starts it afresh. */
  conversationKey: string;
}

/** Everything the player shows and does for one open lesson, as the app's player hook returns it. */
export interface LessonPlayerReadyState {
  status: 'ready';
  mode: LessonPlayerMode;
  course: { title: string; modules: readonly Module[] };
  lesson: Lesson;
  /** Where the lesson sits in the course: its module, number, total, previous and next. */
  position: LessonPosition;
  /** Opens the previous lesson (disabled at the first). */
  previous: () => void;
  /** Opens the next lesson (disabled at the last). */
  next: () => void;
  /** Opens a lesson chosen on the progress map or in the Course Progress modal. */
  goToLesson: (lessonId: string) => void;
  /** The media address of a video or audio lesson. */
  mediaSrc?: string;
  /** The transcript of a video lesson. */
  transcript?: LessonContentProps['transcript'];
  /** The playback second, for notes, bookmarks and the companion. */
  mediaTime: number;
  setMediaTime: (seconds: number) => void;
  /** The media player's commands (seek). */
  playerRef: Ref<MediaPlayerHandle>;
  /** Seeks the media to a second (a note or bookmark's time). */
  seek: (seconds: number) => void;
  layout: LessonPlayerLayout;
  toggleFocusMode: () => void;
  notesOpen: boolean;
  setNotesOpen: (open: boolean) => void;
  overlay: LessonPlayerOverlay;
  setOverlay: (overlay: LessonPlayerOverlay) => void;
  /** The notes and bookmarks of the open lesson. */
  notes: readonly Note[];
  bookmarks: readonly Bookmark[];
  /** Adds a note, at the playback second unless `at` is given. */
  addNote: (content: string, at?: number) => void;
  /** Adds a bookmark, titled by the lesson and time unless a title is given. */
  addBookmark: (title?: string, at?: number) => void;
  deleteNote: (id: string) => void;
  deleteBookmark: (id: string) => void;
  /** The player quiz's Save Results (spec 1 §4). */
  saveQuizResults: (result: PlayerQuizResult) => void;
  /**
   * The lesson's completion for the learner and how to record it (issue 35); a quiz is
   * recorded with its answers when it is completed or submitted. Without it none is shown.
   */
  lessonCompletion?: LessonCompletionState & {
    completeQuiz: (answers: readonly (SimpleQuizAnswer | string)[]) => void;
  };
  session: StudySession;
  progressNodes: readonly ProgressNode[];
  /** What the last action did, read out politely (a bookmark added by a shortcut, say). */
  announcement: string;
  companion: LessonPlayerCompanionState;
}

/**
 * The lesson page's state: the layout not chosen yet, the course loading, the course or lesson
 * not found, or the open lesson.
 */
export type LessonPlayerScreenState =
  | { status: 'pending' }
  | { status: 'loading' }
  | { status: 'not-found'; mode: LessonPlayerMode }
  | LessonPlayerReadyState;

export interface LessonPlayerScreenProps {
  /** What the app's hooks return for the address. */
  state: LessonPlayerScreenState;
  /** Where 'Back to Courses' leads (the app's /courses). */
  coursesHref: string;
  /** The address of a lesson of the open course (the outline's links). */
  lessonHref: (lessonId: string) => string;
  /** Desktop: the AI companion panel open at first. @default true */
  defaultCompanionOpen?: boolean;
  /** Phone: the tab shown at first. @default 'content' */
  defaultMobileTab?: LessonPlayerMobileTab;
  /** Phone: the Course Progress modal open at first. @default false */
  defaultOutlineOpen?: boolean;
}

/**
 * The lesson page (spec 1 §2.7): the desktop or phone player assembled from its blocks, or the
 * page's loading and not-found states. The panels beside and over the lesson load after it.
 */
export function LessonPlayerScreen({
  state,
  coursesHref,
  lessonHref,
  defaultCompanionOpen = true,
  defaultMobileTab = 'content',
  defaultOutlineOpen = false,
}: LessonPlayerScreenProps) {
  switch (state.status) {
    case 'pending':
      return <LayoutPending />;
    case 'loading':
      return <LessonPlayerLoading />;
    case 'not-found':
      return <LessonNotFound variant={state.mode} backHref={coursesHref} />;
    case 'ready':
      return state.mode === 'mobile' ? (
        <MobilePlayer
          player={state}
          coursesHref={coursesHref}
          defaultTab={defaultMobileTab}
          defaultOutlineOpen={defaultOutlineOpen}
        />
      ) : (
        <DesktopPlayer
          player={state}
          coursesHref={coursesHref}
          lessonHref={lessonHref}
          defaultCompanionOpen={defaultCompanionOpen}
        />
      );
  }
}

/** The desktop lesson screen: outline, lesson, AI companion, notes. */
function DesktopPlayer({
  player,
  coursesHref,
  lessonHref,
  defaultCompanionOpen,
}: {
  player: LessonPlayerReadyState;
  coursesHref: string;
  lessonHref: (lessonId: string) => string;
  defaultCompanionOpen: boolean;
}) {
  const { course, lesson, position } = player;
  const [companionOpen, setCompanionOpen] = useState(defaultCompanionOpen);
  // The desktop companion has no "ask about the selection" (spec 1 §2.7 gives it to the phone).
  const { conversationKey, selectedText: _selectedText, ...companion } = player.companion;
  return (
    <>
      <LessonPlayerDesktop
        courseTitle={course.title}
        lessonTitle={lesson.title}
        moduleTitle={position.module.title}
        position={{ index: position.number - 1, total: position.total }}
        onPrevious={player.previous}
        onNext={player.next}
        backHref={coursesHref}
        outline={
          <CourseOutline
            modules={course.modules}
            currentLessonId={lesson.id}
            lessonHref={lessonHref}
            courseTitle={course.title}
          />
        }
        content={<PlayerContent player={player} layout="desktop" />}
        progressMap={<ProgressMap nodes={player.progressNodes} onSelect={player.goToLesson} />}
        companion={
          <AiCompanion
            key={conversationKey}
            {...companion}
            variant="desktop"
            className="px-4 pb-4"
          />
        }
        companionOpen={companionOpen}
        onCompanionOpenChange={setCompanionOpen}
        notesPanel={
          <LessonNotesPanel
            notes={player.notes}
            bookmarks={player.bookmarks}
            currentTime={player.mediaTime}
            onAddNote={(content) => player.addNote(content)}
            onAddBookmark={() => player.addBookmark()}
            onDeleteNote={player.deleteNote}
            onDeleteBookmark={player.deleteBookmark}
            onSeek={player.seek}
          />
        }
        notesOpen={player.notesOpen}
        onNotesOpenChange={player.setNotesOpen}
        layout={player.layout}
        onToggleFocusMode={player.toggleFocusMode}
        onOpenShortcuts={() => player.setOverlay('shortcuts')}
        onOpenStatistics={() => player.setOverlay('statistics')}
        studyTime={player.session.totalTime}
      />
      <PlayerOverlays player={player} />
    </>
  );
}

/** The phone lesson screen: tabs, bottom bar, swipe, floating chat. */
function MobilePlayer({
  player,
  coursesHref,
  defaultTab,
  defaultOutlineOpen,
}: {
  player: LessonPlayerReadyState;
  coursesHref: string;
  defaultTab: LessonPlayerMobileTab;
  defaultOutlineOpen: boolean;
}) {
  const { course, lesson, position } = player;
  const [tab, setTab] = useState<LessonPlayerMobileTab>(defaultTab);
  const [outlineOpen, setOutlineOpen] = useState(defaultOutlineOpen);
  const [chatOpen, setChatOpen] = useState(false);
  const { conversationKey, ...companion } = player.companion;
  return (
    <>
      <LessonPlayerMobile
        lessonTitle={lesson.title}
        moduleTitle={position.module.title}
        position={{ index: position.number - 1, total: position.total }}
        onPrevious={player.previous}
        onNext={player.next}
        backHref={coursesHref}
        content={<PlayerContent player={player} layout="mobile" />}
        // ChatPanel reads its messages when it mounts: remount the tab's chat after the
        // floating one closes, so both show the same conversation.
        companion={
          <AiCompanion key={`${conversationKey}-${chatOpen}`} {...companion} variant="mobile" />
        }
        tab={tab}
        onTabChange={setTab}
        onOpenOutline={() => setOutlineOpen(true)}
        floatingChat={
          tab === 'content' && (
            <AiCompanionSheet
              key={conversationKey}
              {...companion}
              open={chatOpen}
              onOpenChange={setChatOpen}
              trigger={<AiCompanionFab raised />}
            />
          )
        }
      />
      {outlineOpen && (
        <CourseProgressModal
          modules={course.modules}
          currentLessonId={lesson.id}
          open={outlineOpen}
          onOpenChange={setOutlineOpen}
          onSelectLesson={player.goToLesson}
        />
      )}
      <PlayerOverlays player={player} />
    </>
  );
}

/** The player quiz's question ids in order (none for a lesson that is no player quiz). */
function playerQuizQuestionIds(lesson: Lesson): string[] {
  const quiz = lessonQuiz(lesson.content);
  return quiz.form === 'player' ? quiz.quiz.questions.map((question) => question.id) : [];
}

/** The lesson itself, wired to playback, notes and bookmarks; a new lesson starts fresh. */
function PlayerContent({
  player,
  layout,
}: {
  player: LessonPlayerReadyState;
  layout: 'desktop' | 'mobile';
}) {
  // The lesson hydrates apart from the player's frame (HydrateApart): its video player or its
  // Markdown is the largest part of the page, and a click on it hydrates it first.
  return (
    <HydrateApart>
      <LessonContent
        key={player.lesson.id}
        lesson={player.lesson}
        transcript={player.transcript}
        mediaSrc={player.mediaSrc}
        onTimeUpdate={player.setMediaTime}
        controlRef={player.playerRef}
        onTranscriptNote={(segment) => player.addNote(segment.text, segment.startTime)}
        onTranscriptBookmark={(segment) =>
          player.addBookmark(segment.text.slice(0, 80), segment.startTime)
        }
        onSaveQuizResults={player.saveQuizResults}
        {...(player.lessonCompletion && {
          completion: player.lessonCompletion,
          onQuizComplete: (_score, answers) => player.lessonCompletion?.completeQuiz(answers),
          // The server grades the answers in question order: the quiz's own order.
          onSubmitQuiz: (result) =>
            player.lessonCompletion?.completeQuiz(
              playerQuizQuestionIds(player.lesson).map((id) => result.answers[id] ?? ''),
            ),
        })}
        layout={layout}
        // On a phone the sticky header's h1 already names the lesson.
        showTitle={layout === 'desktop'}
      />
    </HydrateApart>
  );
}

/**
 * The overlays both layouts share, and a polite status line that says what a shortcut did
 * (a bookmark added with Ctrl/Cmd+B changes nothing on screen while the notes panel is closed).
 */
function PlayerOverlays({ player }: { player: LessonPlayerReadyState }) {
  const { overlay, setOverlay } = player;
  return (
    <>
      {overlay === 'shortcuts' && (
        <KeyboardShortcutsOverlay
          open
          onOpenChange={(open) => setOverlay(open ? 'shortcuts' : null)}
        />
      )}
      {overlay === 'statistics' && (
        <StudyStatsOverlay
          open
          onOpenChange={(open) => setOverlay(open ? 'statistics' : null)}
          session={player.session}
        />
      )}
      <p role="status" className="sr-only">
        {player.announcement}
      </p>
    </>
  );
}
