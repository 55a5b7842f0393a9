import * as learningHubMessages from '@lp/locales/en/learning-hub';
import { Button, Card, Countdown, cn, useMessages } from '@lp/ui';
import { Radio } from '@lp/ui/icons';
import { useId, type ComponentProps } from 'react';

export interface JoinLiveCardTexts {
  /** The card's heading. */
  title: string;
  /** The line under the heading. */
  description: string;
  /** The countdown's label: it counts to the next midnight UTC (spec 2 §2.2). */
  countdown: string;
  /** The button to the live page. */
  action: string;
}

type LearningHubMessages = typeof learningHubMessages.default;

function textsFrom(m: LearningHubMessages): JoinLiveCardTexts {
  return {
    title: m.joinLiveTitle,
    description: m.joinLiveDescription,
    countdown: m.joinLiveCountdown,
    action: m.joinLiveAction,
  };
}

export const defaultJoinLiveCardTexts: JoinLiveCardTexts = textsFrom(learningHubMessages.default);

/** The card's texts in the tree's language, with a deployment's overrides on top. */
export function useJoinLiveCardTexts(overrides?: Partial<JoinLiveCardTexts>): JoinLiveCardTexts {
  return { ...textsFrom(useMessages(learningHubMessages)), ...overrides };
}

export interface JoinLiveCardProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Where the button goes (/live). */
  liveHref: string;
  /** The clock, epoch ms; leave out to tick every second. Stories and tests pass a fixed time. */
  now?: number;
  /** The heading's level. @default 'h3' */
  headingAs?: 'h2' | 'h3';
  /** The visible texts. @default defaultJoinLiveCardTexts */
  texts?: Partial<JoinLiveCardTexts>;
}

/**
 * The Learning Hub's Join Live card, with the countdown toward the next midnight UTC that ticks
 * every second and rolls forward a day when passed (ui's Countdown with no target).
 */
export function JoinLiveCard({
  liveHref,
  now,
  headingAs: Heading = 'h3',
  texts: textsProp,
  className,
  ...props
}: JoinLiveCardProps) {
  const texts = useJoinLiveCardTexts(textsProp);
  const headingId = useId();
  return (
    <Card asChild className={cn('p-5', className)}>
      <section data-slot="join-live-card" aria-labelledby={headingId} {...props}>
        <div className="flex flex-col gap-1">
          <Heading id={headingId} className="flex items-center gap-2 text-lg font-semibold">
            <Radio aria-hidden="true" className="size-5 text-danger" />
            {texts.title}
          </Heading>
          <p className="text-sm text-text-muted">{texts.description}</p>
        </div>
        <Countdown now={now} label={texts.countdown} size="sm" />
        <div className="mt-auto">
          <Button href={liveHref} className="w-full">
            {texts.action}
          </Button>
        </div>
      </section>
    </Card>
  );
}
