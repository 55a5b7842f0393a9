export { Avatar, avatarVariants, initials } from './avatar';
export type { AvatarProps } from './avatar';
