export { Kbd, keyLabel, detectPlatform } from './kbd';
export type { KbdProps, KbdPlatform } from './kbd';
