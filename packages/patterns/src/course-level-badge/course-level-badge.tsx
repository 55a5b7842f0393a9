import type { CourseLevel } from '@lp/contract';
import type * as courseCatalogMessages from '@lp/locales/en/course-catalog';
import { Badge, useMessages, type BadgeProps, type MessageNamespace } from '@lp/ui';

type LevelMessages = Pick<
  (typeof courseCatalogMessages)['default'],
  'levelBeginner' | 'levelIntermediate' | 'levelAdvanced'
>;

// The catalogue's level names (its level filter's choices), so the card and the filter read
// alike. In English a name is the level itself (the display course carries it in English, spec
// 2 §3), so the cards do not bundle course-catalog's English messages (0.85 kB gzip on the
// dashboard, whose budget has no room for it); another language loads its course-catalog chunk.
const levelNames: MessageNamespace<LevelMessages> = {
  id: 'course-catalog' satisfies typeof courseCatalogMessages.id,
  default: {
    levelBeginner: 'Beginner' satisfies CourseLevel,
    levelIntermediate: 'Intermediate' satisfies CourseLevel,
    levelAdvanced: 'Advanced' satisfies CourseLevel,
  },
};

export interface CourseLevelBadgeProps extends Omit<BadgeProps, 'children'> {
  /** The course's level, as the display course carries it (spec 2 §3's mapping, in English). */
  level: CourseLevel;
}

/** A course's level as a badge, named in the page's language. */
export function CourseLevelBadge({ level, ...props }: CourseLevelBadgeProps) {
  const text = useMessages(levelNames);
  const names: Record<CourseLevel, string> = {
    Beginner: text.levelBeginner,
    Intermediate: text.levelIntermediate,
    Advanced: text.levelAdvanced,
  };
  return (
    <Badge data-level={level} {...props}>
      {names[level] ?? level}
    </Badge>
  );
}
