import {
  buildProgressNodes,
  cannedAiReply,
  courseLessons,
  formatTime,
  lessonCompletion,
  lessonPosition,
  transcriptById,
  type AiPersonality,
  type Bookmark,
  type ChatMessage,
  type ConversationMode,
  type Lesson,
  type Note,
  type StudySession,
} from '@lp/contract';
import type { MediaPlayerHandle, PlayerQuizResult } from '@lp/ui';
import { useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import { AiCompanion, AiCompanionFab, AiCompanionSheet } from '../ai-companion';
import { CourseOutline, type CourseOutlineLinkProps } from '../course-outline';
import { LessonContent } from '../lesson-content';
import { LessonNotesPanel } from '../lesson-notes';
import { KeyboardShortcutsOverlay, StudyStatsOverlay } from '../player-overlays';
import { ProgressMap } from '../progress-map';
import { CourseProgressModal } from './course-progress-modal';
import { LessonPlayerDesktop } from './lesson-player-desktop';
import { LessonPlayerMobile, type LessonPlayerMobileTab } from './lesson-player-mobile';
import { sampleCourse } from './lesson-player.samples';
import {
  DEFAULT_PLAYER_LAYOUT as DEFAULT_LAYOUT,
  FOCUS_PLAYER_LAYOUT as FOCUS_LAYOUT,
  playerLayoutFor as layoutFor,
} from './lesson-player-layout';
import { silentWav } from '../lesson-content/silent-wav.samples';

// The lesson player assembled from its real blocks, wired as packages/app wires it
// (screens/lesson-player: use-lesson-player, desktop-/mobile-lesson-player, player-content,
// player-overlays), with sample data and local state in place of the app's hooks.

export type SamplePlayerOverlay = 'shortcuts' | 'statistics' | null;

export const sampleLessons = courseLessons(sampleCourse);

/** The app's lesson address; the outline's links carry it, the story intercepts them. */
export const sampleLessonHref = (lessonId: string) =>
  `/course/${encodeURIComponent(sampleCourse.id)}/lesson/${encodeURIComponent(lessonId)}`;

/** A study session under way: 12:34 in all, shown in the header and the statistics. */
export const sampleStudySession: StudySession = {
  startTime: Date.UTC(2025, 5, 2, 9, 0),
  totalTime: 754,
  focusTime: 610,
  breakTime: 144,
  lessonsCompleted: lessonCompletion(sampleLessons).completed,
  streakDays: 5,
};

/** How long the sample AI companion 'thinks' before its canned reply. */
export const SAMPLE_REPLY_DELAY_MS = 300;

let silence: string | undefined;
/**
 * Stands in for the app's media address (`<apiBaseUrl>/media/<slug>`): video and audio lessons
 * get 20 s of silence, long enough to reach the transcript's second segment; other lessons none.
 */
function sampleMediaSrc(lesson: Lesson): string | undefined {
  if (lesson.type !== 'video' && lesson.type !== 'audio') return undefined;
  silence ??= silentWav(20);
  return silence;
}

let sampleIds = 0;
const nextId = (kind: string) => `sample-${kind}-${++sampleIds}`;

export interface SamplePlayerOptions {
  /** The lesson open first, a lesson of the sample course 'course-1'. */
  lessonId: string;
  /** Opens the first lesson in the focus layout (or not) instead of by its type. */
  focusMode?: boolean;
  /** The notes and bookmarks panel open at first. @default false */
  notesOpen?: boolean;
  /** An overlay open at first. @default null */
  overlay?: SamplePlayerOverlay;
  /** The learner's notes in the course (the panel shows those of the open lesson). @default [] */
  notes?: readonly Note[];
  /** @default [] */
  bookmarks?: readonly Bookmark[];
  /** Gives video and audio lessons a playable (silent) source; without it they show placeholders. @default true */
  playableMedia?: boolean;
}

/**
 * The sample counterpart of the app's useLessonPlayer: the open lesson held in state instead of
 * the address, notes and bookmarks in state instead of storage, a fixed study session.
 */
export function useSamplePlayer({
  lessonId: firstLessonId,
  focusMode,
  notesOpen: notesOpenAtFirst = false,
  overlay: overlayAtFirst = null,
  notes: notesAtFirst = [],
  bookmarks: bookmarksAtFirst = [],
  playableMedia = true,
}: SamplePlayerOptions) {
  const [lessonId, setLessonId] = useState(firstLessonId);
  const position = lessonPosition(sampleCourse, lessonId);
  if (!position) throw new Error(`No lesson ${lessonId} in ${sampleCourse.id}`);
  const { lesson } = position;
  const goToLesson = useCallback((id: string) => setLessonId(id), []);
  const previous = () => position.previous && setLessonId(position.previous.id);
  const next = () => position.next && setLessonId(position.next.id);

  // Per-lesson state resets when the lesson changes (during render, as the app does).
  const [shownLessonId, setShownLessonId] = useState(lesson.id);
  const [mediaTime, setMediaTime] = useState(0);
  const [layout, setLayout] = useState(() =>
    focusMode === undefined ? layoutFor(lesson.type) : focusMode ? FOCUS_LAYOUT : DEFAULT_LAYOUT,
  );
  if (shownLessonId !== lesson.id) {
    setShownLessonId(lesson.id);
    setMediaTime(0);
    setLayout(layoutFor(lesson.type));
  }
  const toggleFocusMode = () =>
    setLayout((current) => (current.type === 'focus' ? DEFAULT_LAYOUT : FOCUS_LAYOUT));

  const playerRef = useRef<MediaPlayerHandle>(null);
  const seek = useCallback((seconds: number) => {
    setMediaTime(seconds);
    playerRef.current?.seek(seconds);
  }, []);

  const [announcement, setAnnouncement] = useState('');
  const [notes, setNotes] = useState<readonly Note[]>(notesAtFirst);
  const [bookmarks, setBookmarks] = useState<readonly Bookmark[]>(bookmarksAtFirst);
  const addNote = (content: string, at = mediaTime) => {
    const note: Note = {
      id: nextId('note'),
      lessonId: lesson.id,
      content,
      timestamp: at,
      tags: [],
      createdAt: new Date().toISOString(),
    };
    setNotes((list) => [...list, note]);
    setAnnouncement('Note added');
  };
  const addBookmark = (title = `${lesson.title} at ${formatTime(mediaTime)}`, at = mediaTime) => {
    const bookmark: Bookmark = {
      id: nextId('bookmark'),
      lessonId: lesson.id,
      title,
      timestamp: at,
      note: '',
      createdAt: new Date().toISOString(),
    };
    setBookmarks((list) => [...list, bookmark]);
    setAnnouncement(`Bookmark added at ${formatTime(at)}`);
  };
  /** The player quiz's Save Results records a note (spec 1 section 4). */
  const saveQuizResults = (result: PlayerQuizResult) =>
    addNote(`${lesson.title}: ${result.score.message}`);

  const progressNodes = useMemo(
    () =>
      buildProgressNodes(sampleLessons, {
        currentLessonId: lesson.id,
        lessonIdsWithNotes: new Set(notes.map((note) => note.lessonId)),
        lessonIdsWithBookmarks: new Set(bookmarks.map((bookmark) => bookmark.lessonId)),
        random: () => 0.5, // a fixed source keeps the made-up completion rate put
      }),
    [lesson.id, notes, bookmarks],
  );

  const [overlay, setOverlay] = useState<SamplePlayerOverlay>(overlayAtFirst);
  const [notesOpen, setNotesOpen] = useState(notesOpenAtFirst);

  return {
    lesson,
    position,
    previous,
    next,
    goToLesson,
    mediaSrc: playableMedia ? sampleMediaSrc(lesson) : undefined,
    transcript: lesson.transcriptId ? transcriptById(lesson.transcriptId)?.segments : undefined,
    mediaTime,
    setMediaTime,
    playerRef,
    seek,
    layout,
    toggleFocusMode,
    notesOpen,
    setNotesOpen,
    overlay,
    setOverlay,
    notes: notes.filter((note) => note.lessonId === lesson.id),
    bookmarks: bookmarks.filter((bookmark) => bookmark.lessonId === lesson.id),
    addNote,
    addBookmark,
    deleteNote: (id: string) => setNotes((list) => list.filter((note) => note.id !== id)),
    deleteBookmark: (id: string) =>
      setBookmarks((list) => list.filter((bookmark) => bookmark.id !== id)),
    saveQuizResults,
    session: sampleStudySession,
    progressNodes,
    announcement,
  };
}

export type SamplePlayer = ReturnType<typeof useSamplePlayer>;

/** One 'What is <keyword>?' per canned reply keyword not yet asked, as the app offers them. */
function sampleSuggestions(lesson: Lesson, messages: readonly ChatMessage[]): string[] {
  const asked = new Set(
    messages.filter((m) => m.type === 'user').map((m) => m.content.trim().toLowerCase()),
  );
  return Object.keys(lesson.aiReplies)
    .filter((keyword) => keyword !== 'default')
    .map((keyword) => `What is ${keyword}?`)
    .filter((question) => !asked.has(question.toLowerCase()));
}

/**
 * The sample counterpart of the app's useAiCompanion: one conversation per lesson, kept in state,
 * and the contract's canned reply after a short wait.
 */
export function useSampleCompanion(lesson: Lesson, replyDelayMs = SAMPLE_REPLY_DELAY_MS) {
  const [personality, setPersonality] = useState<AiPersonality>('helpful');
  const [mode, setMode] = useState<ConversationMode>('chat');
  const [conversation, setConversation] = useState<{
    lessonId: string;
    messages: ChatMessage[];
  }>({ lessonId: lesson.id, messages: [] });
  // A new lesson starts a new conversation (reset while rendering, as the app does).
  if (conversation.lessonId !== lesson.id) setConversation({ lessonId: lesson.id, messages: [] });
  const messages = conversation.lessonId === lesson.id ? conversation.messages : [];

  const onSend = useCallback(
    (text: string) =>
      new Promise<ChatMessage>((resolve) =>
        setTimeout(
          () =>
            resolve({
              id: nextId('ai'),
              type: 'ai',
              content: cannedAiReply(lesson, text),
              timestamp: new Date().toISOString(),
              context: { lessonId: lesson.id, type: lesson.type },
              reactions: { helpful: false, accurate: false },
            }),
          replyDelayMs,
        ),
      ),
    [lesson, replyDelayMs],
  );
  const onMessagesChange = useCallback(
    (list: ChatMessage[]) => setConversation({ lessonId: lesson.id, messages: list }),
    [lesson.id],
  );

  return {
    /** Keys the chat: ChatPanel reads its messages only when it mounts. */
    conversationKey: lesson.id,
    initialMessages: messages,
    onSend,
    onMessagesChange,
    suggestions: sampleSuggestions(lesson, messages),
    personality,
    onPersonalityChange: setPersonality,
    mode,
    onModeChange: setMode,
  };
}

/**
 * Outline links keep their real address but open the lesson in place: the app intercepts its
 * own links the same way (routes/use-link-interception).
 */
function useOutlineLinks(goToLesson: (lessonId: string) => void) {
  const lessonByHref = useMemo(
    () => new Map(sampleLessons.map((lesson) => [sampleLessonHref(lesson.id), lesson.id])),
    [],
  );
  return ({ href, children, ...props }: CourseOutlineLinkProps) => (
    <a
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        const lessonId = lessonByHref.get(href);
        if (!lessonId) return;
        event.preventDefault();
        goToLesson(lessonId);
      }}
    >
      {children}
    </a>
  );
}

/** The lesson itself, wired to playback, notes and bookmarks; a new lesson starts fresh. */
function SampleContent({ player, layout }: { player: SamplePlayer; layout: 'desktop' | 'mobile' }) {
  return (
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
      layout={layout}
      // On a phone the sticky header's h1 already names the lesson.
      showTitle={layout === 'desktop'}
    />
  );
}

/** The overlays both layouts share, and the polite status line of what an action did. */
function SampleOverlays({ player }: { player: SamplePlayer }) {
  const { overlay, setOverlay } = player;
  return (
    <>
      <KeyboardShortcutsOverlay
        open={overlay === 'shortcuts'}
        onOpenChange={(open) => setOverlay(open ? 'shortcuts' : null)}
      />
      <StudyStatsOverlay
        open={overlay === 'statistics'}
        onOpenChange={(open) => setOverlay(open ? 'statistics' : null)}
        session={player.session}
      />
      <p role="status" className="sr-only">
        {player.announcement}
      </p>
    </>
  );
}

export interface AssembledPlayerProps extends SamplePlayerOptions {
  /** Desktop: the AI companion panel open at first. @default true */
  companionOpen?: boolean;
  /** Mobile: the tab shown at first. @default 'content' */
  mobileTab?: LessonPlayerMobileTab;
  /** Mobile: the Course Progress modal open at first. @default false */
  outlineOpen?: boolean;
}

/** The desktop lesson screen as the app assembles it (DesktopLessonPlayer). */
export function AssembledDesktopPlayer({
  companionOpen: companionOpenAtFirst = true,
  mobileTab: _mobileTab,
  outlineOpen: _outlineOpen,
  ...options
}: AssembledPlayerProps) {
  const player = useSamplePlayer(options);
  const { lesson, position } = player;
  const [companionOpen, setCompanionOpen] = useState(companionOpenAtFirst);
  const { conversationKey, ...ai } = useSampleCompanion(lesson);
  const renderLink = useOutlineLinks(player.goToLesson);
  return (
    <>
      <LessonPlayerDesktop
        courseTitle={sampleCourse.title}
        lessonTitle={lesson.title}
        moduleTitle={position.module.title}
        position={{ index: position.number - 1, total: position.total }}
        onPrevious={player.previous}
        onNext={player.next}
        outline={
          <CourseOutline
            modules={sampleCourse.modules}
            currentLessonId={lesson.id}
            lessonHref={sampleLessonHref}
            renderLink={renderLink}
            courseTitle={sampleCourse.title}
          />
        }
        content={<SampleContent player={player} layout="desktop" />}
        progressMap={<ProgressMap nodes={player.progressNodes} onSelect={player.goToLesson} />}
        companion={
          <AiCompanion key={conversationKey} {...ai} variant="desktop" className="px-4 pb-4" />
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
      <SampleOverlays player={player} />
    </>
  );
}

/** The phone lesson screen as the app assembles it (MobileLessonPlayer). */
export function AssembledMobilePlayer({
  companionOpen: _companionOpen,
  mobileTab = 'content',
  outlineOpen: outlineOpenAtFirst = false,
  ...options
}: AssembledPlayerProps) {
  const player = useSamplePlayer(options);
  const { lesson, position } = player;
  const [tab, setTab] = useState<LessonPlayerMobileTab>(mobileTab);
  const [outlineOpen, setOutlineOpen] = useState(outlineOpenAtFirst);
  const [chatOpen, setChatOpen] = useState(false);
  const { conversationKey, ...ai } = useSampleCompanion(lesson);
  return (
    <>
      <LessonPlayerMobile
        lessonTitle={lesson.title}
        moduleTitle={position.module.title}
        position={{ index: position.number - 1, total: position.total }}
        onPrevious={player.previous}
        onNext={player.next}
        content={<SampleContent player={player} layout="mobile" />}
        // ChatPanel reads its messages when it mounts: remount the tab's chat after the
        // floating one closes, so both show the same conversation.
        companion={<AiCompanion key={`${conversationKey}-${chatOpen}`} {...ai} variant="mobile" />}
        tab={tab}
        onTabChange={setTab}
        onOpenOutline={() => setOutlineOpen(true)}
        floatingChat={
          tab === 'content' && (
            <AiCompanionSheet
              key={conversationKey}
              {...ai}
              open={chatOpen}
              onOpenChange={setChatOpen}
              trigger={<AiCompanionFab raised />}
            />
          )
        }
      />
      <CourseProgressModal
        modules={sampleCourse.modules}
        currentLessonId={lesson.id}
        open={outlineOpen}
        onOpenChange={setOutlineOpen}
        onSelectLesson={player.goToLesson}
      />
      <SampleOverlays player={player} />
    </>
  );
}
