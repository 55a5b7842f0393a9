export { ProgressMap, defaultProgressMapLabels, useProgressMapLabels } from './progress-map';
export type { ProgressMapProps, ProgressMapLabels } from './progress-map';
