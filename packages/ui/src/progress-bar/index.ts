export {
  ProgressBar,
  progressBarVariants,
  progressIndicatorVariants,
  clampProgress,
} from './progress-bar';
export type { ProgressBarProps } from './progress-bar';
