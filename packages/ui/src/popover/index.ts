export { Popover, PopoverTrigger, PopoverAnchor, PopoverClose, PopoverContent } from './popover';
