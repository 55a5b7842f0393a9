export {
  TranscriptViewer,
  transcriptViewerVariants,
  defaultTranscriptLabels,
} from './transcript-viewer';
export type {
  TranscriptViewerProps,
  TranscriptViewerLabels,
  TranscriptFontSize,
} from './transcript-viewer';
export {
  buildSearchIndex,
  createSegmentSearch,
  filterSegments,
  highlightParts,
  findActivePosition,
  segmentCountText,
  emptyTranscriptText,
} from './transcript-model';
export type {
  TranscriptFilter,
  TextPart,
  TranscriptImportance,
  TranscriptCategory,
} from './transcript-model';
export { useAutoScroll } from './use-auto-scroll';
export type { UseAutoScrollOptions, AutoScrollState } from './use-auto-scroll';
