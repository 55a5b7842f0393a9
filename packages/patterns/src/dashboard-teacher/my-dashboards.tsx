import * as dashboardTeacherMessages from '@lp/locales/en/dashboard-teacher';
import { Button, Card, EmptyState, Link, cn, useMessages } from '@lp/ui';
import { ChartColumn, LayoutTemplate, Plus } from '@lp/ui/icons';
import { useId, type ComponentProps } from 'react';

/** One of the teacher's saved dashboards. */
export interface TeacherDashboardSummary {
  id: string;
  title: string;
  description: string;
  /** A short freshness text, such as 'Updated 2 days ago'. */
  updatedText?: string;
}

export interface MyDashboardsTexts {
  /** The section's heading. */
  title: string;
  /** Creates a dashboard (spec 2 §2.2). */
  newDashboard: string;
  /** Opens the preset dashboards (spec 2 §2.2). */
  presetDashboards: string;
  /** Shown with no dashboard (not in the spec). */
  empty: string;
}

type DashboardTeacherMessages = typeof dashboardTeacherMessages.default;

function textsFrom(m: DashboardTeacherMessages): MyDashboardsTexts {
  return {
    title: m.dashboardsTitle,
    newDashboard: m.newDashboard,
    presetDashboards: m.presetDashboards,
    empty: m.dashboardsEmpty,
  };
}

export const defaultMyDashboardsTexts: MyDashboardsTexts = textsFrom(
  dashboardTeacherMessages.default,
);

export interface MyDashboardsProps extends Omit<ComponentProps<'section'>, 'children'> {
  dashboards: readonly TeacherDashboardSummary[];
  /** A dashboard card's address. */
  dashboardHref: (dashboardId: string) => string;
  /** The New dashboard button. */
  onNewDashboard: () => void;
  /** The Preset dashboards button. */
  onPresetDashboards: () => void;
  /** The heading's level. @default 'h2' */
  headingAs?: 'h2' | 'h3';
  /** The visible texts. @default defaultMyDashboardsTexts */
  texts?: Partial<MyDashboardsTexts>;
}

/** My dashboards (spec 2 §2.2): the teacher's dashboard cards with New dashboard and Preset dashboards. */
export function MyDashboards({
  dashboards,
  dashboardHref,
  onNewDashboard,
  onPresetDashboards,
  headingAs: Heading = 'h2',
  texts: textsProp,
  className,
  ...props
}: MyDashboardsProps) {
  const texts = { ...textsFrom(useMessages(dashboardTeacherMessages)), ...textsProp };
  const headingId = useId();
  return (
    <section
      data-slot="my-dashboards"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 text-text', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={headingId} className="text-lg font-semibold">
          {texts.title}
        </Heading>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onPresetDashboards}>
            <LayoutTemplate aria-hidden="true" />
            {texts.presetDashboards}
          </Button>
          <Button size="sm" onClick={onNewDashboard}>
            <Plus aria-hidden="true" />
            {texts.newDashboard}
          </Button>
        </div>
      </div>
      {dashboards.length === 0 ? (
        <EmptyState icon={<ChartColumn />} title={texts.empty} titleAs="p" />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {dashboards.map((dashboard) => (
            <li key={dashboard.id}>
              <Card variant="interactive" className="relative h-full p-5">
                <ChartColumn aria-hidden="true" className="size-5 text-primary-text" />
                <h3 dir="auto" className="font-semibold">
                  <Link
                    href={dashboardHref(dashboard.id)}
                    className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline"
                  >
                    {dashboard.title}
                  </Link>
                </h3>
                <p dir="auto" className="line-clamp-2 text-sm text-text-muted">
                  {dashboard.description}
                </p>
                {dashboard.updatedText ? (
                  <p className="mt-auto text-xs text-text-muted">{dashboard.updatedText}</p>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
