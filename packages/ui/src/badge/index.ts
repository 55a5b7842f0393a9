export { Badge, badgeVariants, badgeTone } from './badge';
export type { BadgeProps, BadgeStatus, BadgeRisk } from './badge';
