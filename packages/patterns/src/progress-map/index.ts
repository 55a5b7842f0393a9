export { ProgressMap, defaultProgressMapLabels } from './progress-map';
export type { ProgressMapProps, ProgressMapLabels } from './progress-map';
