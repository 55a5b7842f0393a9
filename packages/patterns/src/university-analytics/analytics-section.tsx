import { Badge, Card, cn } from '@lp/ui';
import { Info } from '@lp/ui/icons';
import { useId, type ComponentProps, type ReactNode } from 'react';
import type { UniversityAnalyticsTexts } from './university-analytics-texts';

export interface AnalyticsSectionProps extends Omit<ComponentProps<'section'>, 'title'> {
  heading: string;
  description: string;
  /** The heading's element (one level under the page's title). */
  headingAs: 'h2' | 'h3';
  /** Seed data, not the university's figures: a badge by the heading and a note under it. */
  sample: boolean;
  texts: Pick<UniversityAnalyticsTexts, 'sampleBadge' | 'sampleNote'>;
  children: ReactNode;
}

/** One chart's card: its heading, a line under it, and the sample-data marking when it is seed data. */
export function AnalyticsSection({
  heading,
  description,
  headingAs: Heading,
  sample,
  texts,
  className,
  children,
  ...props
}: AnalyticsSectionProps) {
  const headingId = useId();
  const noteId = useId();
  return (
    <Card asChild className={cn('min-w-0 p-5 md:p-6', className)}>
      <section
        aria-labelledby={headingId}
        aria-describedby={sample ? noteId : undefined}
        data-sample={sample}
        {...props}
      >
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Heading id={headingId} className="text-lg leading-tight font-semibold text-text">
              {heading}
            </Heading>
            {sample ? (
              <Badge variant="warning" data-slot="analytics-sample-badge">
                {texts.sampleBadge}
              </Badge>
            ) : null}
          </div>
          <p className="text-sm text-text-muted">{description}</p>
          {sample ? (
            <p
              id={noteId}
              data-slot="analytics-sample-note"
              className="flex items-start gap-1.5 text-sm text-text-muted"
            >
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {texts.sampleNote}
            </p>
          ) : null}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** What a chart shows when the period has nothing. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return (
    <p
      data-slot="analytics-section-empty"
      className="rounded-md border border-dashed border-border px-4 py-8 text-center text-sm text-text-muted"
    >
      {children}
    </p>
  );
}
