import { performanceRating, type PerformanceRating } from '@lp/contract';
import type { PerformanceScore, UniversityAnalytics } from '@lp/contract/api';
import { Badge, ProgressRing, type ProgressRingProps } from '@lp/ui';
import { useId } from 'react';
import { AnalyticsSection, SectionEmpty } from './analytics-section';
import type { AnalyticsFormatters } from './analytics-format';
import type { UniversityAnalyticsTexts } from './university-analytics-texts';

export interface PerformanceRingsProps {
  scores: UniversityAnalytics['performance'];
  sample: boolean;
  headingAs: 'h2' | 'h3';
  format: AnalyticsFormatters;
  texts: UniversityAnalyticsTexts;
  className?: string;
}

const ringTone: Record<PerformanceRating, NonNullable<ProgressRingProps['tone']>> = {
  Excellent: 'success',
  Good: 'primary',
  Average: 'warning',
  Poor: 'danger',
};

const badgeTone = {
  Excellent: 'success',
  Good: 'info',
  Average: 'warning',
  Poor: 'danger',
} as const satisfies Record<PerformanceRating, string>;

/** Performance rings (spec 2 §2.14): each score as a ring with its percent and rating (§9). */
export function PerformanceRings({
  scores,
  sample,
  headingAs,
  format,
  texts,
  className,
}: PerformanceRingsProps) {
  return (
    <AnalyticsSection
      className={className}
      heading={texts.performanceHeading}
      description={texts.performanceDescription}
      headingAs={headingAs}
      sample={sample}
      texts={texts}
      data-slot="analytics-performance"
    >
      {scores.length === 0 ? (
        <SectionEmpty>{texts.sectionEmpty}</SectionEmpty>
      ) : (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-6 md:grid-cols-4">
          {scores.map((score) => (
            <PerformanceRing key={score.name} score={score} format={format} texts={texts} />
          ))}
        </ul>
      )}
    </AnalyticsSection>
  );
}

function PerformanceRing({
  score,
  format,
  texts,
}: {
  score: PerformanceScore;
  format: AnalyticsFormatters;
  texts: UniversityAnalyticsTexts;
}) {
  const nameId = useId();
  const rating = performanceRating(score.score);
  return (
    <li
      data-slot="analytics-performance-score"
      data-rating={rating}
      className="flex min-w-0 flex-col items-center gap-2 text-center"
    >
      <ProgressRing
        value={score.score}
        valueText={format.percent(score.score)}
        aria-labelledby={nameId}
        tone={ringTone[rating]}
      />
      <span dir="auto" id={nameId} className="text-sm font-medium break-words text-text">
        {score.name}
      </span>
      <Badge variant={badgeTone[rating]} data-slot="analytics-rating">
        {texts.ratingLabels[rating]}
      </Badge>
    </li>
  );
}
