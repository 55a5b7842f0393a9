import { learningOverview, type CourseSummary, type LearningProgress } from '@lp/contract';
import * as myLearningMessages from '@lp/locales/en/my-learning';
import { Card, Skeleton, SkeletonGroup, StatGauge, cn, useMessages } from '@lp/ui';
import { useId, type ComponentProps } from 'react';

export interface LearningOverviewTexts {
  /** The section's heading. */
  title: string;
  overallProgress: string;
  coursesCompleted: string;
  coursesInProgress: string;
  hoursLearned: string;
  /** A count against the total, shown in a gauge and spoken as its value: '4 of 6'. */
  countOf: (count: number, total: number) => string;
  /** Hours learned, shown in its gauge and spoken as its value: '10h'. */
  hours: (hours: number) => string;
  /** The line under the hours gauge: 'of 36h'. */
  hoursOf: (total: number) => string;
  /** Spoken while the courses load. */
  loading: string;
}

type MyLearningMessages = typeof myLearningMessages.default;

function textsFrom(m: MyLearningMessages): LearningOverviewTexts {
  return {
    title: m.overviewTitle,
    overallProgress: m.overviewOverallProgress,
    coursesCompleted: m.overviewCoursesCompleted,
    coursesInProgress: m.overviewCoursesInProgress,
    hoursLearned: m.overviewHoursLearned,
    countOf: (count, total) => m.overviewCountOf({ count, total }),
    hours: (hours) => m.overviewHours({ hours }),
    hoursOf: (total) => m.overviewHoursOf({ total }),
    loading: m.overviewLoading,
  };
}

export const defaultLearningOverviewTexts: LearningOverviewTexts = textsFrom(
  myLearningMessages.default,
);

/** The overview's texts in the tree's language, with a deployment's overrides on top. */
export function useLearningOverviewTexts(
  overrides?: Partial<LearningOverviewTexts>,
): LearningOverviewTexts {
  return { ...textsFrom(useMessages(myLearningMessages)), ...overrides };
}

export interface LearningOverviewCardProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The learner's courses; the enrolled ones count. */
  courses: readonly Pick<CourseSummary, 'enrolled' | 'progress' | 'duration'>[];
  /** The server's learning progress: it decides the percentage and the course counts. */
  learningProgress?: LearningProgress | null;
  /** The courses are still loading: the gauges show as skeletons. @default false */
  loading?: boolean;
  /** The visible texts. @default defaultLearningOverviewTexts */
  texts?: Partial<LearningOverviewTexts>;
}

/**
 * Your Learning Overview (spec 2 §2.2): four stat gauges, each a ring with its value written in
 * the centre and spoken as the progress bar's value, never told by colour alone.
 */
export function LearningOverviewCard({
  courses,
  learningProgress,
  loading = false,
  texts: textsProp,
  className,
  ...props
}: LearningOverviewCardProps) {
  const texts = useLearningOverviewTexts(textsProp);
  const headingId = useId();
  const overview = learningOverview(courses, learningProgress);
  return (
    <section
      data-slot="learning-overview"
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {texts.title}
      </h2>
      <Card className="p-5 md:p-6">
        {loading ? (
          <SkeletonGroup label={texts.loading}>
            <div className="grid grid-cols-2 gap-6 md:grid-cols-4">
              {Array.from({ length: 4 }, (_, i) => (
                <div key={i} className="flex flex-col items-center gap-2">
                  <Skeleton shape="circle" className="size-20" />
                  <Skeleton shape="text" width="w-24" />
                </div>
              ))}
            </div>
          </SkeletonGroup>
        ) : (
          <div className="grid grid-cols-2 gap-6 md:grid-cols-4">
            <StatGauge label={texts.overallProgress} value={overview.overallPercent} />
            <StatGauge
              label={texts.coursesCompleted}
              value={overview.coursesCompleted}
              max={overview.coursesTotal}
              valueText={texts.countOf(overview.coursesCompleted, overview.coursesTotal)}
              tone="success"
            />
            <StatGauge
              label={texts.coursesInProgress}
              value={overview.coursesInProgress}
              max={overview.coursesTotal}
              valueText={texts.countOf(overview.coursesInProgress, overview.coursesTotal)}
            />
            <StatGauge
              label={texts.hoursLearned}
              value={overview.hoursLearned}
              max={overview.hoursTotal}
              valueText={texts.hours(overview.hoursLearned)}
              description={texts.hoursOf(overview.hoursTotal)}
            />
          </div>
        )}
      </Card>
    </section>
  );
}
