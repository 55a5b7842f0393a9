export { Tooltip, TooltipProvider, TooltipTrigger, TooltipContent, SimpleTooltip } from './tooltip';
export type { TooltipProps, TooltipProviderProps, SimpleTooltipProps } from './tooltip';
