import { LessonContent } from '@lp/patterns';
import type { LessonPlayerState } from './use-lesson-player';

/** The lesson itself, wired to playback, notes and bookmarks; a new lesson starts fresh. */
export function PlayerContent({
  player,
  layout,
}: {
  player: LessonPlayerState;
  layout: 'desktop' | 'mobile';
}) {
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
