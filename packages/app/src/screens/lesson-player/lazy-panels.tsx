import { preloadable } from '@lp/ui';
import { Suspense, type ComponentType } from 'react';

// The player's secondary blocks load after the lesson has painted (the lesson is the largest
// paint; these sit beside or over it), each under its own Suspense so none holds up the rest.
const panels = () => import('@lp/patterns/player-panels');

function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Block = preloadable(load);
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Block {...props} />
      </Suspense>
    );
  };
}

export const AiCompanion = deferred(() => panels().then((m) => m.AiCompanion));
export const AiCompanionSheet = deferred(() => panels().then((m) => m.AiCompanionSheet));
export const CourseProgressModal = deferred(() => panels().then((m) => m.CourseProgressModal));
export const LessonNotesPanel = deferred(() => panels().then((m) => m.LessonNotesPanel));
export const KeyboardShortcutsOverlay = deferred(() =>
  panels().then((m) => m.KeyboardShortcutsOverlay),
);
export const StudyStatsOverlay = deferred(() => panels().then((m) => m.StudyStatsOverlay));
export const ProgressMap = deferred(() => panels().then((m) => m.ProgressMap));
