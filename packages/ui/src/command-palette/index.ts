export { CommandPalette } from './command-palette';
export type {
  CommandPaletteProps,
  CommandPaletteGroup,
  CommandPaletteItem,
} from './command-palette';
export {
  useCommandPaletteShortcut,
  isTypingTarget,
  isModShortcut,
} from './use-command-palette-shortcut';
export type { UseCommandPaletteShortcutOptions } from './use-command-palette-shortcut';
