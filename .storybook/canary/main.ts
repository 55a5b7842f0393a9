import type { StorybookConfig } from '@storybook/react-vite';
import config from '../main';

// The axe canaries' own Storybook: the same setup, with only the canary stories, so their
// Vitest project loads one file instead of collecting every story file to find two stories.
const canaryConfig: StorybookConfig = {
  ...config,
  stories: ['../../packages/**/*.axe-canary.stories.@(ts|tsx)'],
};
export default canaryConfig;
