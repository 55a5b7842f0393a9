export { ProgressRing, StatGauge, progressRingVariants, ringOffset } from './progress-ring';
export type { ProgressRingProps, StatGaugeProps } from './progress-ring';
