export { LessonPlayerDesktop, defaultLessonPlayerDesktopLabels } from './lesson-player-desktop';
export type {
  LessonPlayerDesktopProps,
  LessonPlayerDesktopLabels,
  LessonPlayerLayout,
  LessonPlayerPanelSizes,
} from './lesson-player-desktop';
export { LessonPlayerMobile, defaultLessonPlayerMobileLabels } from './lesson-player-mobile';
export type {
  LessonPlayerMobileProps,
  LessonPlayerMobileLabels,
  LessonPlayerMobileTab,
} from './lesson-player-mobile';
export { useSwipeNavigation, SWIPE_AXIS_LOCK_PX } from './use-swipe-navigation';
export type { UseSwipeNavigationOptions, SwipeHint } from './use-swipe-navigation';
export {
  CourseProgressModal,
  defaultCourseProgressModalLabels,
  courseProgressStatus,
} from './course-progress-modal';
export type {
  CourseProgressModalProps,
  CourseProgressModalLabels,
  CourseProgressLessonStatus,
} from './course-progress-modal';
export {
  LessonPlayerLoading,
  LessonNotFound,
  LayoutPending,
  defaultLessonNotFoundLabels,
} from './lesson-player-status';
export type {
  LessonPlayerLoadingProps,
  LessonNotFoundProps,
  LessonNotFoundLabels,
  LayoutPendingProps,
} from './lesson-player-status';
export { lessonNavigation } from './lesson-position';
export type { LessonPlayerPosition } from './lesson-position';
export { formatStudyTime } from './study-time';
export { LESSON_MAIN_ID } from './lesson-player-ids';
export {
  DEFAULT_PLAYER_LAYOUT,
  FOCUS_PLAYER_LAYOUT,
  playerLayoutFor,
} from './lesson-player-layout';
export { LessonPlayerScreen } from './lesson-player-screen';
export type {
  LessonPlayerScreenProps,
  LessonPlayerScreenState,
  LessonPlayerReadyState,
  LessonPlayerCompanionState,
  LessonPlayerMode,
  LessonPlayerOverlay,
} from './lesson-player-screen';
export { preloadLessonPlayerPanels } from './lazy-panels';
