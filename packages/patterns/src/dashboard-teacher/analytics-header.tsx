import { dailyActiveChart, type ChartPoint } from '@lp/contract';
import * as dashboardTeacherMessages from '@lp/locales/en/dashboard-teacher';
import { Button, LineChart, SearchField, Stat, cn, useFormat, useMessages } from '@lp/ui';
import { Search, Users } from '@lp/ui/icons';
import { useId, useState, type ComponentProps } from 'react';

export interface AnalyticsHeaderTexts {
  /** The header's heading. */
  title: string;
  /** The headline figure's label. */
  headline: string;
  /** After the trend (the spec gives none). */
  trendContext: string;
  /** The chart's title, with the number of days. */
  chartTitle: (days: number) => string;
  /** The search box's label (for screen readers). */
  searchLabel: string;
  /** The search box's placeholder. */
  searchPlaceholder: string;
  /** The suggestion list's name. */
  suggestions: string;
  /** The search box's suggestion items (spec 2 §2.2: ANALYTICS_SEARCH_SUGGESTIONS in English). */
  suggestionItems: readonly string[];
}

type DashboardTeacherMessages = typeof dashboardTeacherMessages.default;

function textsFrom(m: DashboardTeacherMessages): AnalyticsHeaderTexts {
  return {
    title: m.analyticsTitle,
    headline: m.headline,
    // The spec gives no words after the trend: none unless a deployment sets them.
    trendContext: '',
    chartTitle: (days) => m.chartTitle({ days }),
    searchLabel: m.searchLabel,
    searchPlaceholder: m.searchPlaceholder,
    suggestions: m.suggestions,
    suggestionItems: [
      m.suggestionLearnerEngagement,
      m.suggestionCourseCompletion,
      m.suggestionCertificationProgress,
      m.suggestionLearningPath,
    ],
  };
}

export const defaultAnalyticsHeaderTexts: AnalyticsHeaderTexts = textsFrom(
  dashboardTeacherMessages.default,
);

/** The suggestions that contain the query, case-insensitively; all of them for an empty query. */
export function matchingSuggestions(suggestions: readonly string[], query: string): string[] {
  const needle = query.trim().toLocaleLowerCase();
  return suggestions.filter((s) => s.toLocaleLowerCase().includes(needle));
}

export interface AnalyticsHeaderProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Daily active learners (spec 2 §9: 22 points from 1200 to 3800). */
  points: readonly ChartPoint[];
  /** The headline figure (spec: 3,247). @default 3247 */
  headline?: number;
  /** The trend in percent (spec: +18.3%). @default 18.3 */
  trend?: number;
  /** The search box's suggestion items (spec 2 §2.2). @default texts.suggestionItems */
  suggestions?: readonly string[];
  /** Enter in the search box, or a suggestion chosen. */
  onSearch: (query: string) => void;
  /** Draws the chart in (skipped under reduced motion). @default true */
  animate?: boolean;
  /** The visible texts. @default defaultAnalyticsHeaderTexts */
  texts?: Partial<AnalyticsHeaderTexts>;
}

/**
 * The staff analytics header (spec 2 §2.2): search with suggestions, the headline 3,247 with
 * +18.3 %, and the line chart of daily active learners (hover within 15 px highlights the
 * nearest point; its tooltip shows value / 38, capped at 100 %).
 */
export function AnalyticsHeader({
  points,
  headline = dailyActiveChart.headline,
  trend = 18.3,
  suggestions: suggestionsProp,
  onSearch,
  animate = true,
  texts: textsProp,
  className,
  ...props
}: AnalyticsHeaderProps) {
  const texts = { ...textsFrom(useMessages(dashboardTeacherMessages)), ...textsProp };
  const suggestions = suggestionsProp ?? texts.suggestionItems;
  const format = useFormat();
  const headingId = useId();
  const suggestionsId = useId();
  const [query, setQuery] = useState('');
  const shown = matchingSuggestions(suggestions, query);
  return (
    <section
      data-slot="analytics-header"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-6 text-text', className)}
      {...props}
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <h2 id={headingId} className="text-2xl font-bold">
          {texts.title}
        </h2>
        <div className="flex w-full flex-col gap-2 lg:max-w-md">
          <SearchField
            label={texts.searchLabel}
            hideLabel
            placeholder={texts.searchPlaceholder}
            value={query}
            onValueChange={setQuery}
            onSearch={(value) => value.trim() && onSearch(value.trim())}
          />
          {shown.length > 0 ? (
            <div className="flex flex-col gap-1">
              <p id={suggestionsId} className="text-xs font-medium text-text-muted">
                {texts.suggestions}
              </p>
              <ul aria-labelledby={suggestionsId} className="flex flex-wrap gap-2">
                {shown.map((suggestion) => (
                  <li key={suggestion}>
                    <Button
                      variant="outline"
                      size="xs"
                      shape="round"
                      onClick={() => {
                        setQuery(suggestion);
                        onSearch(suggestion);
                      }}
                    >
                      <Search aria-hidden="true" />
                      {suggestion}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(14rem,1fr)_3fr]">
        <Stat
          label={texts.headline}
          value={format.number(headline)}
          change={trend}
          changeContext={texts.trendContext || undefined}
          icon={<Users />}
          className="self-start"
        />
        <LineChart
          title={texts.chartTitle(points.length)}
          data={points}
          animate={animate}
          className="min-w-0"
        />
      </div>
    </section>
  );
}
