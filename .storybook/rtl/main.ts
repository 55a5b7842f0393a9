import type { StorybookConfig } from '@storybook/react-vite';
import config from '../main';

/**
 * The stories the `stories-rtl` project runs a second time, right to left (`<html dir="rtl">`),
 * with their play functions and the full axe run. Every story once more would double the story
 * tests (docs/decisions/0024-right-to-left.md has the figures), so this is the set where the
 * direction changes something: each ui part with a side, an arrow key or a directional icon, and
 * the patterns' pages, which put them together.
 */
export const RTL_STORIES = [
  // ui: sides, arrow keys and directional icons
  'carousel',
  'tabs',
  'calendar-grid',
  'sidebar',
  'sheet',
  'toast',
  'resizable-panels',
  'header',
  'mobile-bottom-bar',
  'charts',
  'transcript-viewer',
  'media-player',
  'pagination',
  'progress-bar',
  'radio-group',
  'switch',
].map((folder) => `../../packages/ui/src/${folder}/*.stories.@(ts|tsx)`);

export const RTL_PAGES = [
  // patterns: the pages, as a learner, a teacher and an admin meet them
  'app-shell/app-shell',
  'dashboard-learner/dashboard-learner',
  'dashboard-teacher/dashboard-teacher',
  'lesson-player/lesson-player-screen',
  'calendar/calendar-page',
  'super-dashboard/super-dashboard',
  'university-analytics/university-analytics',
  'my-learning/my-learning-page',
  'program-page/program-page',
  'login-form/login-form',
].map((file) => `../../packages/patterns/src/${file}.stories.@(ts|tsx)`);

const rtlConfig: StorybookConfig = { ...config, stories: [...RTL_STORIES, ...RTL_PAGES] };
export default rtlConfig;
