import { Stat } from '@lp/ui';
import { Clock, Sparkles, TrendingUp, Users } from '@lp/ui/icons';
import { useId, type ReactNode } from 'react';
import type { UserStatsTexts } from './user-stats-texts';

export interface ActivityTilesProps {
  /** The value of 'New this week' (the app picks +1 to +5 once per visit). */
  newThisWeek: number;
  /** The heading's element (one level under the page's title). */
  headingAs: 'h2' | 'h3';
  texts: UserStatsTexts;
}

/**
 * The four placeholder tiles of spec 2 §2.9: Active today, New this week, Peak today and Avg
 * session time. Only 'New this week' has a value; the others show a dash until real figures exist.
 */
export function ActivityTiles({ newThisWeek, headingAs: Heading, texts }: ActivityTilesProps) {
  const headingId = useId();
  const none = (
    <>
      {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a dash for no value, hidden */}
      <span aria-hidden="true">—</span>
      <span className="sr-only">{texts.placeholderValue}</span>
    </>
  );
  const tiles: { key: string; label: string; value: ReactNode; icon: ReactNode }[] = [
    { key: 'active-today', label: texts.activeToday, value: none, icon: <Users /> },
    {
      key: 'new-this-week',
      label: texts.newThisWeek,
      value: texts.newThisWeekValue(newThisWeek),
      icon: <Sparkles />,
    },
    { key: 'peak-today', label: texts.peakToday, value: none, icon: <TrendingUp /> },
    { key: 'avg-session', label: texts.avgSessionTime, value: none, icon: <Clock /> },
  ];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <Heading id={headingId} className="text-lg font-semibold text-text">
        {texts.activityHeading}
      </Heading>
      <ul className="grid grid-cols-2 gap-3 md:gap-4 xl:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.key} className="min-w-0">
            <Stat
              data-slot="activity-tile"
              data-tile={tile.key}
              label={tile.label}
              value={tile.value}
              icon={tile.icon}
              className="h-full"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
