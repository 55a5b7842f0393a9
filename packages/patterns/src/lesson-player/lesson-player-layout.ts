import type { LessonPlayerLayout } from './lesson-player-desktop';

export const DEFAULT_PLAYER_LAYOUT: LessonPlayerLayout = {
  type: 'default',
  showProgressMap: true,
  contentWidth: 'normal',
};

/** Focus mode: the progress map hidden and the content full width (spec 1 section 4). */
export const FOCUS_PLAYER_LAYOUT: LessonPlayerLayout = {
  type: 'focus',
  showProgressMap: false,
  contentWidth: 'full',
};

/** The layout a lesson opens in: video lessons open in focus mode (spec 1 section 4). */
export const playerLayoutFor = (type: string): LessonPlayerLayout =>
  type === 'video' ? FOCUS_PLAYER_LAYOUT : DEFAULT_PLAYER_LAYOUT;
