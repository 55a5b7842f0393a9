import type { AnalyticsKpi } from '@lp/contract/api';
import { Badge, Card } from '@lp/ui';
import { ArrowDownRight, ArrowUpRight } from '@lp/ui/icons';
import { useId } from 'react';
import type { AnalyticsFormatters } from './analytics-format';
import type { UniversityAnalyticsTexts } from './university-analytics-texts';

export interface KpiCardProps {
  kpi: AnalyticsKpi;
  /** The title's element (one level under the page's title). */
  headingAs: 'h2' | 'h3';
  format: AnalyticsFormatters;
  texts: Pick<UniversityAnalyticsTexts, 'increase' | 'decrease' | 'changeContext' | 'sampleBadge'>;
}

/**
 * A KPI card (spec 2 §3): title, value, the change with its direction in an arrow, a colour
 * and a spoken word, the description, and a Sample data badge when the figure is seed data.
 */
export function KpiCard({ kpi, headingAs: Heading, format, texts }: KpiCardProps) {
  const titleId = useId();
  const Arrow = kpi.changeType === 'increase' ? ArrowUpRight : ArrowDownRight;
  return (
    <Card asChild className="h-full min-w-0 p-5">
      <article
        aria-labelledby={titleId}
        data-slot="analytics-kpi"
        data-sample={kpi.sample}
        data-trend={kpi.changeType}
      >
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Heading
              dir="auto"
              id={titleId}
              className="min-w-0 text-sm font-medium break-words text-text-muted"
            >
              {kpi.title}
            </Heading>
            {kpi.sample ? (
              <Badge variant="warning" data-slot="analytics-sample-badge">
                {texts.sampleBadge}
              </Badge>
            ) : null}
          </div>
          <p
            data-slot="analytics-kpi-value"
            className="text-3xl leading-none font-bold break-words text-text tabular-nums"
          >
            {kpi.value}
          </p>
          <p
            data-slot="analytics-kpi-change"
            className="flex flex-wrap items-center gap-x-1 text-sm text-text-muted"
          >
            <span
              data-trend={kpi.changeType}
              className="inline-flex items-center gap-0.5 font-semibold data-[trend=decrease]:text-danger data-[trend=increase]:text-success"
            >
              <Arrow aria-hidden="true" strokeWidth={2.5} className="size-4 shrink-0" />
              <span className="sr-only">
                {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a space, not words */}
                {kpi.changeType === 'increase' ? texts.increase : texts.decrease}{' '}
              </span>
              {format.percent(Math.abs(kpi.change))}
            </span>
            <span>{texts.changeContext}</span>
          </p>
          <p dir="auto" data-slot="analytics-kpi-description" className="text-sm text-text-muted">
            {kpi.description}
          </p>
        </div>
      </article>
    </Card>
  );
}
