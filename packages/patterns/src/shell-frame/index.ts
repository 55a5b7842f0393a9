export { ShellFrame } from './shell-frame';
export type { ShellFrameProps } from './shell-frame';
