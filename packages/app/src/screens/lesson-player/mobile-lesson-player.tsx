import type { CourseDetail } from '@lp/contract/api';
import { AiCompanionFab, LessonPlayerMobile, type LessonPlayerMobileTab } from '@lp/patterns';
import { useState } from 'react';
import { useAiCompanion } from '../../data/player';
import { companionChat } from './companion-chat';
import { AiCompanion, AiCompanionSheet, CourseProgressModal } from './lazy-panels';
import { PlayerContent } from './player-content';
import { PlayerOverlays } from './player-overlays';
import type { LessonPlayerState } from './use-lesson-player';
import { useSelectedText } from './use-selected-text';

/** The phone lesson screen (spec 1 section 2.7): tabs, bottom bar, swipe, floating chat. */
export function MobileLessonPlayer({
  course,
  player,
}: {
  course: CourseDetail;
  player: LessonPlayerState;
}) {
  const { lesson, position } = player;
  const [tab, setTab] = useState<LessonPlayerMobileTab>('content');
  const [outlineOpen, setOutlineOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const selectedText = useSelectedText();
  const ai = useAiCompanion(lesson, { variant: 'mobile', playbackTime: player.mediaTime });
  const companion = {
    ...companionChat(ai),
    personality: ai.personality,
    onPersonalityChange: ai.setPersonality,
    mode: ai.mode,
    onModeChange: ai.setMode,
    selectedText,
  };
  return (
    <>
      <LessonPlayerMobile
        lessonTitle={lesson.title}
        moduleTitle={position.module.title}
        position={{ index: position.number - 1, total: position.total }}
        onPrevious={player.previous}
        onNext={player.next}
        content={<PlayerContent player={player} layout="mobile" />}
        // ChatPanel reads its messages when it mounts: remount the tab's chat after the
        // floating one closes, so both show the same conversation.
        companion={
          <AiCompanion key={`${ai.conversationKey}-${chatOpen}`} {...companion} variant="mobile" />
        }
        tab={tab}
        onTabChange={setTab}
        onOpenOutline={() => setOutlineOpen(true)}
        floatingChat={
          tab === 'content' && (
            <AiCompanionSheet
              key={ai.conversationKey}
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
