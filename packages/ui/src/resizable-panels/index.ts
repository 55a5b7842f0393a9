export {
  ResizablePanelGroup,
  ResizablePanel,
  ResizableHandle,
  clampPanelSize,
  layoutToPixels,
  PANEL_PRESETS,
} from './resizable-panels';
export type {
  ResizablePanelGroupProps,
  ResizablePanelProps,
  ResizableHandleProps,
  PanelPreset,
  PanelSizes,
} from './resizable-panels';
