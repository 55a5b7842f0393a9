import { preloadable, useHydrated } from '@lp/ui';
import { Suspense, type ComponentType } from 'react';

// The player's secondary blocks load after the lesson has painted (the lesson is the largest
// paint; these sit beside or over it), each under its own Suspense so none holds up the rest.
// They come from the `player-panels` entry, the same module the package publishes at
// `@lp/patterns/player-panels`, so the bundler gives them one chunk of their own. A page the
// server draws leaves them out: they appear once it has hydrated, so neither the server's
// render nor the hydration waits for their code (decision 0018).
const panels = () => import('../player-panels');

const preloads: Array<() => Promise<void>> = [];

function deferred<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  const Block = preloadable(`lesson-player/${name}`, load);
  preloads.push(Block.preload);
  return function Deferred(props: P) {
    if (!useHydrated()) return null;
    return (
      <Suspense fallback={null}>
        <Block {...props} />
      </Suspense>
    );
  };
}

export const AiCompanion = deferred('ai-companion', () => panels().then((m) => m.AiCompanion));
export const AiCompanionSheet = deferred('ai-companion-sheet', () =>
  panels().then((m) => m.AiCompanionSheet),
);
export const CourseProgressModal = deferred('course-progress-modal', () =>
  panels().then((m) => m.CourseProgressModal),
);
export const LessonNotesPanel = deferred('lesson-notes-panel', () =>
  panels().then((m) => m.LessonNotesPanel),
);
export const KeyboardShortcutsOverlay = deferred('keyboard-shortcuts-overlay', () =>
  panels().then((m) => m.KeyboardShortcutsOverlay),
);
export const StudyStatsOverlay = deferred('study-stats-overlay', () =>
  panels().then((m) => m.StudyStatsOverlay),
);
export const ProgressMap = deferred('progress-map', () => panels().then((m) => m.ProgressMap));

/** Loads every deferred panel now (stories and tests that look at the panels at once). */
export function preloadLessonPlayerPanels(): Promise<void> {
  return Promise.all(preloads.map((preload) => preload())).then(() => undefined);
}
