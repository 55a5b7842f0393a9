import { TREND_BAR_SCALE } from '@lp/contract';
import type { UniversityAnalytics } from '@lp/contract/api';
import { barShare } from '@lp/ui';
import { AnalyticsSection, SectionEmpty } from './analytics-section';
import type { AnalyticsFormatters } from './analytics-format';
import type { UniversityAnalyticsTexts } from './university-analytics-texts';

export interface EnrollmentTrendProps {
  months: UniversityAnalytics['enrollmentTrend'];
  sample: boolean;
  headingAs: 'h2' | 'h3';
  format: AnalyticsFormatters;
  texts: UniversityAnalyticsTexts;
}

/**
 * Enrollment trend (spec 2 §2.14): a vertical bar per month, its height the students over
 * 15,000 (spec 2 §9), capped at the top. Each bar is named with its month and full count; the
 * short figure over it and the month under it are for the eye.
 */
export function EnrollmentTrend({
  months,
  sample,
  headingAs,
  format,
  texts,
}: EnrollmentTrendProps) {
  return (
    <AnalyticsSection
      heading={texts.trendHeading}
      description={texts.trendDescription}
      headingAs={headingAs}
      sample={sample}
      texts={texts}
      data-slot="analytics-enrollment-trend"
    >
      {months.length === 0 ? (
        <SectionEmpty>{texts.sectionEmpty}</SectionEmpty>
      ) : (
        <ol
          // With more than six months the figures over the bars would overlap on a phone; there
          // they are left to the bars' names.
          data-dense={months.length > 6}
          className="group flex gap-1 md:gap-2"
        >
          {months.map((month, i) => {
            const share = barShare(month.students, TREND_BAR_SCALE);
            const showYear = i === 0 || month.date.endsWith('-01');
            return (
              <li key={month.date} className="flex min-w-0 flex-1 flex-col items-center gap-1">
                {/* The top padding keeps room for the figure over a full bar. */}
                <div className="flex h-44 w-full items-end justify-center pt-5">
                  <div
                    role="img"
                    aria-label={texts.trendBarLabel(
                      format.month(month.date),
                      format.count(month.students),
                    )}
                    data-slot="analytics-trend-bar"
                    data-capped={month.students > TREND_BAR_SCALE || undefined}
                    className="relative w-full max-w-12 rounded-t-md bg-primary transition-[height] duration-500 motion-reduce:transition-none forced-colors:bg-[CanvasText]"
                    style={{ height: `${share * 100}%` }}
                  >
                    <span
                      aria-hidden="true"
                      className="absolute bottom-full left-1/2 mb-1 -translate-x-1/2 text-xs whitespace-nowrap text-text-muted tabular-nums group-data-[dense=true]:max-md:hidden"
                    >
                      {format.compact(month.students)}
                    </span>
                  </div>
                </div>
                <span
                  aria-hidden="true"
                  className="flex h-8 flex-col items-center text-xs leading-4 text-text-muted"
                >
                  <span>{format.shortMonth(month.date)}</span>
                  {showYear ? <span>{month.date.slice(0, 4)}</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </AnalyticsSection>
  );
}
