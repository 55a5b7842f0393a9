export { LineChart } from './line-chart';
export type { LineChartProps } from './line-chart';
export { BarChart } from './bar-chart';
export type { BarChartProps } from './bar-chart';
export { DonutChart } from './donut-chart';
export type { DonutChartProps, DonutDatum } from './donut-chart';
export { Heatmap, heatmapCellVariants } from './heatmap';
export type { HeatmapProps } from './heatmap';
export { ChartFrame, ChartTable } from './chart-frame';
export type { ChartFrameProps, ChartTableProps } from './chart-frame';
export {
  linearScale,
  linePoints,
  linePath,
  barShare,
  donutSlices,
  hourLabel,
  chartColors,
  chartColor,
} from './chart-utils';
export type { Datum } from './chart-utils';
