import { KeyboardShortcutsOverlay, StudyStatsOverlay } from './lazy-panels';
import type { LessonPlayerState } from './use-lesson-player';

/**
 * The overlays both layouts share, and a polite status line that says what a shortcut did
 * (a bookmark added with Ctrl/Cmd+B changes nothing on screen while the notes panel is closed).
 */
export function PlayerOverlays({ player }: { player: LessonPlayerState }) {
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
