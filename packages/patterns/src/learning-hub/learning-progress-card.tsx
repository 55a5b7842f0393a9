import type { LearningProgress } from '@lp/contract';
import * as learningHubMessages from '@lp/locales/en/learning-hub';
import { Card, EmptyState, ProgressRing, cn, useMessages } from '@lp/ui';
import { GraduationCap } from '@lp/ui/icons';
import { useId, type ComponentProps } from 'react';

export interface LearningProgressCardTexts {
  /** The card's heading and the ring's name. */
  title: string;
  /** The line under the ring (spec 2 §9: '4 of 6' courses done). */
  summary: (completed: number, total: number) => string;
  /** Shown when there is no progress data (not in the spec). */
  empty: string;
}

type LearningHubMessages = typeof learningHubMessages.default;

function textsFrom(m: LearningHubMessages): LearningProgressCardTexts {
  return {
    title: m.progressTitle,
    summary: (completed, total) => m.progressSummary({ completed, total }),
    empty: m.progressEmpty,
  };
}

export const defaultLearningProgressCardTexts: LearningProgressCardTexts = textsFrom(
  learningHubMessages.default,
);

/** The card's texts in the tree's language, with a deployment's overrides on top. */
export function useLearningProgressCardTexts(
  overrides?: Partial<LearningProgressCardTexts>,
): LearningProgressCardTexts {
  return { ...textsFrom(useMessages(learningHubMessages)), ...overrides };
}

export interface LearningProgressCardProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The learner's progress; missing, the card says there is none yet. */
  progress?: LearningProgress | null;
  /** The heading's level. @default 'h3' */
  headingAs?: 'h2' | 'h3';
  /** The visible texts. @default defaultLearningProgressCardTexts */
  texts?: Partial<LearningProgressCardTexts>;
}

/** The Learning Progress ring (spec 2 §9: 62 %, 4 of 6 courses done). */
export function LearningProgressCard({
  progress,
  headingAs: Heading = 'h3',
  texts: textsProp,
  className,
  ...props
}: LearningProgressCardProps) {
  const texts = useLearningProgressCardTexts(textsProp);
  const headingId = useId();
  const empty = !progress || progress.coursesTotal === 0;
  return (
    <Card asChild className={cn('p-5', className)}>
      <section data-slot="learning-progress-card" aria-labelledby={headingId} {...props}>
        <Heading id={headingId} className="text-lg font-semibold">
          {texts.title}
        </Heading>
        {empty ? (
          <EmptyState icon={<GraduationCap />} title={texts.empty} titleAs="p" />
        ) : (
          <div className="flex flex-col items-center gap-3">
            <ProgressRing value={progress.percent} size="lg" aria-labelledby={headingId} />
            <p className="text-sm text-text-muted">
              {texts.summary(progress.coursesCompleted, progress.coursesTotal)}
            </p>
          </div>
        )}
      </section>
    </Card>
  );
}
