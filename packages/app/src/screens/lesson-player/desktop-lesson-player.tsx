import type { CourseDetail } from '@lp/contract/api';
import { CourseOutline, LessonPlayerDesktop } from '@lp/patterns';
import { useState } from 'react';
import { useAiCompanion } from '../../data/player';
import { companionChat } from './companion-chat';
import { AiCompanion, LessonNotesPanel, ProgressMap } from './lazy-panels';
import { PlayerContent } from './player-content';
import { PlayerOverlays } from './player-overlays';
import type { LessonPlayerState } from './use-lesson-player';

/** The desktop lesson screen (spec 1 section 2.7): outline, lesson, AI companion, notes. */
export function DesktopLessonPlayer({
  course,
  player,
}: {
  course: CourseDetail;
  player: LessonPlayerState;
}) {
  const { lesson, position } = player;
  const [companionOpen, setCompanionOpen] = useState(true);
  const ai = useAiCompanion(lesson, { variant: 'desktop', playbackTime: player.mediaTime });
  return (
    <>
      <LessonPlayerDesktop
        courseTitle={course.title}
        lessonTitle={lesson.title}
        moduleTitle={position.module.title}
        position={{ index: position.number - 1, total: position.total }}
        onPrevious={player.previous}
        onNext={player.next}
        outline={
          <CourseOutline
            modules={course.modules}
            currentLessonId={lesson.id}
            lessonHref={player.lessonHref}
            courseTitle={course.title}
          />
        }
        content={<PlayerContent player={player} layout="desktop" />}
        progressMap={<ProgressMap nodes={player.progressNodes} onSelect={player.goToLesson} />}
        companion={
          <AiCompanion
            key={ai.conversationKey}
            {...companionChat(ai)}
            personality={ai.personality}
            onPersonalityChange={ai.setPersonality}
            mode={ai.mode}
            onModeChange={ai.setMode}
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
