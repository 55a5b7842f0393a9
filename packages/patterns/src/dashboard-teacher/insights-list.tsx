import * as dashboardTeacherMessages from '@lp/locales/en/dashboard-teacher';
import { Card, EmptyState, cn, useMessages } from '@lp/ui';
import { Lightbulb, TrendingDown, TrendingUp, TriangleAlert } from '@lp/ui/icons';
import { useId, type ComponentProps } from 'react';

/** One insight of the staff analytics view. */
export interface TeacherInsight {
  id: string;
  title: string;
  description: string;
  /** How to read it: a rise, a fall, something to act on, or neutral. @default 'neutral' */
  tone?: 'increase' | 'decrease' | 'attention' | 'neutral';
}

export interface InsightsListTexts {
  /** The list's heading. */
  title: string;
  /** Shown with no insight (not in the spec). */
  empty: string;
  /** Spoken before an insight of each tone, so its meaning is not carried by colour alone. */
  tones: Record<NonNullable<TeacherInsight['tone']>, string>;
}

type DashboardTeacherMessages = typeof dashboardTeacherMessages.default;

function textsFrom(m: DashboardTeacherMessages): InsightsListTexts {
  return {
    title: m.insightsTitle,
    empty: m.insightsEmpty,
    // A neutral insight says nothing before its title.
    tones: {
      increase: m.toneIncrease,
      decrease: m.toneDecrease,
      attention: m.toneAttention,
      neutral: '',
    },
  };
}

export const defaultInsightsListTexts: InsightsListTexts = textsFrom(
  dashboardTeacherMessages.default,
);

const toneIcon = {
  increase: TrendingUp,
  decrease: TrendingDown,
  attention: TriangleAlert,
  neutral: Lightbulb,
} as const;

export interface InsightsListProps extends Omit<ComponentProps<'section'>, 'children'> {
  insights: readonly TeacherInsight[];
  /** The heading's level. @default 'h2' */
  headingAs?: 'h2' | 'h3';
  /** The visible texts. @default defaultInsightsListTexts */
  texts?: Partial<InsightsListTexts>;
}

/** The staff analytics view's insights list (spec 2 §2.2). */
export function InsightsList({
  insights,
  headingAs: Heading = 'h2',
  texts: textsProp,
  className,
  ...props
}: InsightsListProps) {
  const messages = useMessages(dashboardTeacherMessages);
  const texts = { ...textsFrom(messages), ...textsProp };
  const headingId = useId();
  return (
    <Card asChild className={cn('p-5', className)}>
      <section data-slot="insights-list" aria-labelledby={headingId} {...props}>
        <Heading id={headingId} className="text-lg font-semibold">
          {texts.title}
        </Heading>
        {insights.length === 0 ? (
          <EmptyState icon={<Lightbulb />} title={texts.empty} titleAs="p" />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {insights.map((insight) => {
              const tone = insight.tone ?? 'neutral';
              const Icon = toneIcon[tone];
              return (
                <li key={insight.id} data-tone={tone} className="group flex gap-3 py-3">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-primary-text',
                      'group-data-[tone=increase]:bg-success-subtle group-data-[tone=increase]:text-success',
                      'group-data-[tone=decrease]:bg-danger-subtle group-data-[tone=decrease]:text-danger',
                      'group-data-[tone=attention]:bg-warning-subtle group-data-[tone=attention]:text-warning',
                    )}
                  >
                    <Icon className="size-4" />
                  </span>
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <p className="font-medium">
                      {texts.tones[tone] ? (
                        <span className="sr-only">
                          {messages.spokenLabel({ label: texts.tones[tone] })}
                        </span>
                      ) : null}
                      <bdi>{insight.title}</bdi>
                    </p>
                    <p dir="auto" className="text-sm text-text-muted">
                      {insight.description}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
