import * as dashboardLearnerMessages from '@lp/locales/en/dashboard-learner';
import { Skeleton, SkeletonGroup, useMessages } from '@lp/ui';

export interface DashboardLearnerSkeletonProps {
  /** Spoken once while the dashboard loads. @default 'Loading dashboard...' */
  label?: string;
  className?: string;
}

/** The whole learner dashboard's shape while its data request runs (spec 2 §2.2, §4). */
export function DashboardLearnerSkeleton(allProps: DashboardLearnerSkeletonProps) {
  const text = useMessages(dashboardLearnerMessages);
  const { label = text.loading, className } = allProps;
  return (
    <SkeletonGroup label={label} data-slot="dashboard-learner-skeleton" className={className}>
      <div className="flex flex-col gap-10">
        <div className="grid overflow-hidden rounded-xl border border-border md:grid-cols-[3fr_2fr]">
          <div className="flex flex-col gap-4 p-6 md:p-10">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-10 w-4/5" />
            <Skeleton shape="text" width="w-3/5" />
            <div className="flex gap-3 pt-2">
              <Skeleton className="h-12 w-40" />
              <Skeleton className="h-12 w-32" />
            </div>
          </div>
          <Skeleton className="order-first aspect-video size-full md:order-last" />
        </div>
        <div className="flex flex-col gap-4">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-44 w-full" />
        </div>
        <div className="flex flex-col gap-4">
          <Skeleton className="h-6 w-40" />
          <div className="flex gap-4 overflow-hidden">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="aspect-[4/3] w-76 shrink-0" />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <Skeleton className="h-6 w-52" />
          <div className="flex gap-4 overflow-hidden">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-56 w-71 shrink-0" />
            ))}
          </div>
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="h-64" />
            <Skeleton className="h-64" />
            <Skeleton className="h-64 md:col-span-2 xl:col-span-1" />
          </div>
        </div>
        <Skeleton className="h-36 w-full" />
      </div>
    </SkeletonGroup>
  );
}
