import type { CourseLevel } from '@lp/contract';
import * as courseLevelBadgeMessages from '@lp/locales/en/course-level-badge';
import { Badge, useMessages, type BadgeProps } from '@lp/ui';

export interface CourseLevelBadgeProps extends Omit<BadgeProps, 'children'> {
  /** The course's level, as the display course carries it (spec 2 §3's mapping, in English). */
  level: CourseLevel;
}

/** A course's level as a badge, named in the page's language (its own three-word namespace). */
export function CourseLevelBadge({ level, ...props }: CourseLevelBadgeProps) {
  const text = useMessages(courseLevelBadgeMessages);
  const names: Record<CourseLevel, string> = {
    Beginner: text.beginner,
    Intermediate: text.intermediate,
    Advanced: text.advanced,
  };
  return (
    <Badge data-level={level} {...props}>
      {names[level] ?? level}
    </Badge>
  );
}
