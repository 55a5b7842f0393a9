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
import * as aiCompanionMessages from '@lp/locales/en/ai-companion';
import { useMessages, type MediaPlayerHandle, type PlayerQuizResult } from '@lp/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { SampleRouter } from '../samples/router.samples';
import { samplePaths, sampleLessonPath } from '../samples/paths.samples';
import { sampleCourse } from './lesson-player.samples';
import {
  LessonPlayerScreen,
  type LessonPlayerMode,
  type LessonPlayerOverlay,
  type LessonPlayerReadyState,
  type LessonPlayerScreenProps,
} from './lesson-player-screen';
import {
  DEFAULT_PLAYER_LAYOUT as DEFAULT_LAYOUT,
  FOCUS_PLAYER_LAYOUT as FOCUS_LAYOUT,
  playerLayoutFor as layoutFor,
} from './lesson-player-layout';
import { silentWav } from '../lesson-content/silent-wav.samples';

// Sample state for LessonPlayerScreen: the counterparts of the app's player and AI hooks
// (packages/app screens/lesson-player/use-lesson-player and data/player), with sample data and
// local state in place of the address, storage and the AI service.

export const sampleLessons = courseLessons(sampleCourse);

/** The app's lesson address; the outline's links carry it, the sample router opens them in place. */
export const sampleLessonHref = (lessonId: string) => sampleLessonPath(sampleCourse.id, lessonId);

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
  /** Desktop or phone. @default 'desktop' */
  mode?: LessonPlayerMode;
  /** The lesson open first, a lesson of the sample course 'course-1'. */
  lessonId: string;
  /** Opens the first lesson in the focus layout (or not) instead of by its type. */
  focusMode?: boolean;
  /** The notes and bookmarks panel open at first. @default false */
  notesOpen?: boolean;
  /** An overlay open at first. @default null */
  overlay?: LessonPlayerOverlay;
  /** The learner's notes in the course (the panel shows those of the open lesson). @default [] */
  notes?: readonly Note[];
  /** @default [] */
  bookmarks?: readonly Bookmark[];
  /** Gives video and audio lessons a playable (silent) source; without it they show placeholders. @default true */
  playableMedia?: boolean;
}

/**
 * The sample counterpart of the app's player hooks: the open lesson held in state instead of
 * the address, notes and bookmarks in state instead of storage, a fixed study session, and the
 * sample AI companion.
 */
export function useSamplePlayer({
  mode = 'desktop',
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

  const [overlay, setOverlay] = useState<LessonPlayerOverlay>(overlayAtFirst);
  const [notesOpen, setNotesOpen] = useState(notesOpenAtFirst);

  const { conversationKey, ...chat } = useSampleCompanion(lesson);

  const state: LessonPlayerReadyState = {
    status: 'ready',
    mode,
    course: sampleCourse,
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
    companion: { conversationKey, ...chat },
  };
  return state;
}

/** One 'What is <keyword>?' per canned reply keyword not yet asked, as the app offers them. */
function sampleSuggestions(
  lesson: Lesson,
  messages: readonly ChatMessage[],
  question: (term: string) => string,
): string[] {
  const asked = new Set(
    messages.filter((m) => m.type === 'user').map((m) => m.content.trim().toLowerCase()),
  );
  return Object.keys(lesson.aiReplies)
    .filter((keyword) => keyword !== 'default')
    .map(question)
    .filter((question) => !asked.has(question.toLowerCase()));
}

/**
 * The sample counterpart of the app's useAiCompanion: one conversation per lesson, kept in state,
 * and the contract's canned reply after a short wait.
 */
export function useSampleCompanion(lesson: Lesson, replyDelayMs = SAMPLE_REPLY_DELAY_MS) {
  const { suggestedQuestion } = useMessages(aiCompanionMessages);
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
    suggestions: sampleSuggestions(lesson, messages, (term) => suggestedQuestion({ term })),
    personality,
    onPersonalityChange: setPersonality,
    mode,
    onModeChange: setMode,
  };
}

export interface SampleLessonPlayerProps
  extends
    SamplePlayerOptions,
    Pick<
      LessonPlayerScreenProps,
      'defaultCompanionOpen' | 'defaultMobileTab' | 'defaultOutlineOpen'
    > {}

/**
 * LessonPlayerScreen with sample state, as the app renders it; the outline's links open their
 * lesson in place through the sample router, as the app's router does.
 */
export function SampleLessonPlayer({
  defaultCompanionOpen,
  defaultMobileTab,
  defaultOutlineOpen,
  ...options
}: SampleLessonPlayerProps) {
  const state = useSamplePlayer(options);
  const lessonByHref = useMemo(
    () => new Map(sampleLessons.map((lesson) => [sampleLessonHref(lesson.id), lesson.id])),
    [],
  );
  return (
    <SampleRouter
      onNavigate={(href) => {
        const lessonId = lessonByHref.get(href);
        if (lessonId) state.goToLesson(lessonId);
      }}
    >
      <LessonPlayerScreen
        state={state}
        coursesHref={samplePaths.courses}
        lessonHref={sampleLessonHref}
        defaultCompanionOpen={defaultCompanionOpen}
        defaultMobileTab={defaultMobileTab}
        defaultOutlineOpen={defaultOutlineOpen}
      />
    </SampleRouter>
  );
}
