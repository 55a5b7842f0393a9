import {
  buildProgressNodes,
  courseLessons,
  formatTime,
  lessonCompletion,
  type LessonPosition,
} from '@lp/contract';
import type { CourseDetail } from '@lp/contract/api';
import {
  DEFAULT_PLAYER_LAYOUT as DEFAULT_LAYOUT,
  FOCUS_PLAYER_LAYOUT as FOCUS_LAYOUT,
  playerLayoutFor as layoutFor,
  type LessonPlayerMode,
  type LessonPlayerOverlay,
  type LessonPlayerReadyState,
} from '@lp/patterns';
import * as playerMessages from '@lp/locales/en/app-lesson-player';
import { useMessages, type MediaPlayerHandle, type PlayerQuizResult } from '@lp/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAiCompanion, useLessonNotes, useStudySession } from '../../data/player';
import { stableRandom } from '../../data/stable-random';
import { companionChat } from './companion-chat';
import { paths } from '../../routes/paths';
import { useLessonMediaSource } from './media-source';
import { useLessonCompletion } from './use-lesson-completion';
import { usePlayerShortcuts } from './use-player-shortcuts';
import { useSelectedText } from './use-selected-text';

export type PlayerOverlay = LessonPlayerOverlay;

/**
 * Everything the desktop and mobile players share for one open lesson: navigation, playback
 * time and seeking, notes and bookmarks, layout, overlays, the study session and the
 * keyboard shortcuts. The two layouts only arrange it.
 */
export function useLessonPlayer(course: CourseDetail, position: LessonPosition) {
  const { lesson } = position;
  const text = useMessages(playerMessages);
  const navigate = useNavigate();
  const goTo = useCallback(
    (target: { id: string } | undefined) => {
      if (target) navigate(paths.lesson(course.id, target.id));
    },
    [navigate, course.id],
  );
  const previous = useCallback(() => goTo(position.previous), [goTo, position.previous]);
  const next = useCallback(() => goTo(position.next), [goTo, position.next]);

  // Per-lesson state resets when the lesson changes (during render, so no stale frame shows).
  const [shownLessonId, setShownLessonId] = useState(lesson.id);
  const [mediaTime, setMediaTime] = useState(0);
  const [layout, setLayout] = useState(() => layoutFor(lesson.type));
  if (shownLessonId !== lesson.id) {
    setShownLessonId(lesson.id);
    setMediaTime(0);
    setLayout(layoutFor(lesson.type));
  }
  const toggleFocusMode = useCallback(
    () => setLayout((current) => (current.type === 'focus' ? DEFAULT_LAYOUT : FOCUS_LAYOUT)),
    [],
  );

  const playerRef = useRef<MediaPlayerHandle>(null);
  const seek = useCallback((seconds: number) => {
    setMediaTime(seconds);
    playerRef.current?.seek(seconds);
  }, []);

  const [announcement, setAnnouncement] = useState('');
  const notes = useLessonNotes(course.id);
  const lessonNotes = useMemo(
    () => notes.notes.filter((note) => note.lessonId === lesson.id),
    [notes.notes, lesson.id],
  );
  const lessonBookmarks = useMemo(
    () => notes.bookmarks.filter((bookmark) => bookmark.lessonId === lesson.id),
    [notes.bookmarks, lesson.id],
  );
  const addNote = useCallback(
    (content: string, at = mediaTime) => {
      if (notes.addNote(lesson.id, content, at)) setAnnouncement(text.noteAdded);
    },
    [notes, lesson.id, mediaTime, text],
  );
  const addBookmark = useCallback(
    (
      title = text.bookmarkTitle({ lesson: lesson.title, time: formatTime(mediaTime) }),
      at = mediaTime,
    ) => {
      if (notes.addBookmark({ lessonId: lesson.id, title, timestamp: at }))
        setAnnouncement(text.bookmarkAdded({ time: formatTime(at) }));
    },
    [notes, lesson.id, lesson.title, mediaTime, text],
  );
  /** The player quiz's Save Results records a note (spec 1 section 4). */
  const saveQuizResults = useCallback(
    (result: PlayerQuizResult) =>
      addNote(text.quizResultNote({ lesson: lesson.title, result: result.score.message })),
    [addNote, lesson.title, text],
  );

  const ownCompletion = useLessonCompletion(course.id, lesson);
  const lessons = useMemo(() => courseLessons(course), [course]);
  const completion = useMemo(() => lessonCompletion(lessons), [lessons]);
  const session = useStudySession({
    focusMode: layout.type === 'focus',
    lessonsCompleted: completion.completed,
  });
  const progressNodes = useMemo(
    () =>
      buildProgressNodes(lessons, {
        currentLessonId: lesson.id,
        lessonIdsWithNotes: new Set(notes.notes.map((note) => note.lessonId)),
        lessonIdsWithBookmarks: new Set(notes.bookmarks.map((bookmark) => bookmark.lessonId)),
        random: stableRandom(course.id), // the made-up completion rate stays put between renders
      }),
    [lessons, lesson.id, notes.notes, notes.bookmarks, course.id],
  );

  const [overlay, setOverlay] = useState<PlayerOverlay>(null);
  const [notesOpen, setNotesOpen] = useState(false);
  usePlayerShortcuts(
    {
      shortcuts: () => setOverlay('shortcuts'),
      bookmark: () => addBookmark(),
      focusMode: toggleFocusMode,
      statistics: () => setOverlay('statistics'),
      previousLesson: previous,
      nextLesson: next,
      // Dialogs close themselves on Esc; with none open, Esc closes the notes panel.
      close: () => (overlay ? setOverlay(null) : setNotesOpen(false)),
    },
    { enabled: true },
  );

  const transcript = useMemo(
    () => course.transcripts.find((item) => item.id === lesson.transcriptId)?.segments,
    [course.transcripts, lesson.transcriptId],
  );

  return {
    lesson,
    lessons,
    completion,
    position,
    previous,
    next,
    goToLesson: (lessonId: string) => goTo({ id: lessonId }),
    mediaSrc: useLessonMediaSource(lesson),
    transcript,
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
    notes: lessonNotes,
    bookmarks: lessonBookmarks,
    addNote,
    addBookmark,
    deleteNote: notes.deleteNote,
    deleteBookmark: notes.deleteBookmark,
    saveQuizResults,
    lessonCompletion: ownCompletion,
    session,
    progressNodes,
    announcement,
  };
}

export type LessonPlayerState = ReturnType<typeof useLessonPlayer>;

/**
 * The state LessonPlayerScreen shows for an open lesson: the player's, plus the AI companion's
 * conversation for the layout (and, on a phone, the text selected on the page).
 */
export function useLessonPlayerState(
  course: CourseDetail,
  position: LessonPosition,
  mode: LessonPlayerMode,
): LessonPlayerReadyState {
  const player = useLessonPlayer(course, position);
  const ai = useAiCompanion(player.lesson, { variant: mode, playbackTime: player.mediaTime });
  const selectedText = useSelectedText(mode === 'mobile');
  return {
    ...player,
    status: 'ready',
    mode,
    course,
    companion: {
      ...companionChat(ai),
      conversationKey: ai.conversationKey,
      personality: ai.personality,
      onPersonalityChange: ai.setPersonality,
      mode: ai.mode,
      onModeChange: ai.setMode,
      selectedText,
    },
  };
}
