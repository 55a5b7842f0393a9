import type { LearningProgress, LeaderboardUser, NextStepCard } from '@lp/contract';
import * as learningHubMessages from '@lp/locales/en/learning-hub';
import { cn, useMessages } from '@lp/ui';
import { useId, type ComponentProps } from 'react';
import { Leaderboard, type LeaderboardTexts } from '../leaderboard';
import { NextSteps, type NextStepsTexts } from '../next-steps';
import { JoinLiveCard, type JoinLiveCardTexts } from './join-live-card';
import { LearningProgressCard, type LearningProgressCardTexts } from './learning-progress-card';
import { TimeSpentCard, type TimeSpentCardTexts } from './time-spent-card';

export interface LearningHubTexts {
  /** The hub's heading. */
  title: string;
  nextSteps?: Partial<NextStepsTexts>;
  joinLive?: Partial<JoinLiveCardTexts>;
  learningProgress?: Partial<LearningProgressCardTexts>;
  timeSpent?: Partial<TimeSpentCardTexts>;
  leaderboard?: Partial<LeaderboardTexts>;
}

export interface LearningHubProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Your Next Steps cards. */
  nextSteps: readonly NextStepCard[];
  /** The Learning Progress ring's data; missing shows its empty state. */
  learningProgress?: LearningProgress | null;
  /** Time Spent Learning: hours per day (7) and hourly slot (7); missing shows its empty state. */
  timeSpent?: readonly (readonly number[])[] | null;
  /** The leaderboard; the signed-in user has `isCurrentUser`. */
  leaderboard: readonly LeaderboardUser[];
  /** /live: Join Session and Join Live. */
  liveHref: string;
  /** /calendar: Open Schedule. */
  calendarHref: string;
  /** Start Now on the welcome-message card. */
  onShowWelcomeVideo: () => void;
  /** Any other next-step card's button, with its id. */
  onNextStepAction: (cardId: string) => void;
  /** The countdown's clock (epoch ms); leave out to tick every second. */
  now?: number;
  /** The visible texts. */
  texts?: Partial<LearningHubTexts>;
}

/**
 * Your Learning Hub (spec 2 §2.2): Your Next Steps with Open Schedule, Join Live, the Learning
 * Progress ring, the Time Spent Learning heatmap and the Leaderboard.
 */
export function LearningHub({
  nextSteps,
  learningProgress,
  timeSpent,
  leaderboard,
  liveHref,
  calendarHref,
  onShowWelcomeVideo,
  onNextStepAction,
  now,
  texts,
  className,
  ...props
}: LearningHubProps) {
  const headingId = useId();
  const m = useMessages(learningHubMessages);
  return (
    <section
      data-slot="learning-hub"
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col gap-6 text-text', className)}
      {...props}
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {texts?.title ?? m.title}
      </h2>
      <NextSteps
        cards={nextSteps}
        liveHref={liveHref}
        calendarHref={calendarHref}
        onShowWelcomeVideo={onShowWelcomeVideo}
        onAction={onNextStepAction}
        texts={texts?.nextSteps}
      />
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <JoinLiveCard liveHref={liveHref} now={now} texts={texts?.joinLive} />
        <LearningProgressCard progress={learningProgress} texts={texts?.learningProgress} />
        <Leaderboard
          users={leaderboard}
          texts={texts?.leaderboard}
          className="md:col-span-2 xl:col-span-1 xl:row-span-2"
        />
        <TimeSpentCard
          values={timeSpent}
          texts={texts?.timeSpent}
          className="md:col-span-2 xl:col-span-2"
        />
      </div>
    </section>
  );
}
