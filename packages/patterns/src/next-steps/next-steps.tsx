import { NEXT_STEPS_ARROWS_MIN_CARDS, type NextStepCard } from '@lp/contract';
import * as nextStepsMessages from '@lp/locales/en/next-steps';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Carousel,
  EmptyState,
  cn,
  useFormat,
  useMessages,
} from '@lp/ui';
import { CalendarDays, Download, ListChecks, Play, Video } from '@lp/ui/icons';
import { useId, type ComponentProps } from 'react';
import { authoredDate, nextStepAction } from './next-step-action';

/** The next-step arrows scroll this far (spec 2 §9); a card plus the 16 px gap is one step. */
export const NEXT_STEPS_SCROLL_STEP = 300;

export interface NextStepsTexts {
  /** The block's heading and the carousel's name. */
  title: string;
  /** The link to the calendar. */
  openSchedule: string;
  /** The back arrow's name. */
  previous: string;
  /** The forward arrow's name. */
  next: string;
  /** A due date, such as 'Due Jul 20, 2025'. */
  due: (date: string) => string;
  /** The card's type badge, by the card's type. */
  type: (type: NextStepCard['type']) => string;
  /** Shown with no card (not in the spec). */
  empty: string;
}

type NextStepsMessages = typeof nextStepsMessages.default;

function textsFrom(m: NextStepsMessages): NextStepsTexts {
  return {
    title: m.title,
    openSchedule: m.openSchedule,
    previous: m.previous,
    next: m.next,
    due: (date) => m.due({ date }),
    type: (type) =>
      ({
        Assignment: m.typeAssignment,
        'Live Session': m.typeLiveSession,
        'Program Overview': m.typeProgramOverview,
      })[type] ?? type,
    empty: m.empty,
  };
}

export const defaultNextStepsTexts: NextStepsTexts = textsFrom(nextStepsMessages.default);

/** The block's texts in the tree's language, with a deployment's overrides on top. */
export function useNextStepsTexts(overrides?: Partial<NextStepsTexts>): NextStepsTexts {
  return { ...textsFrom(useMessages(nextStepsMessages)), ...overrides };
}

export interface NextStepsProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The cards, in order (spec 2 §3 next step card). Arrows show only with more than 3. */
  cards: readonly NextStepCard[];
  /** Where Join Session goes (/live). */
  liveHref: string;
  /** Where Open Schedule goes (/calendar). */
  calendarHref: string;
  /** Start Now on the welcome-message card: the app opens the welcome video (showWelcomeVideo). */
  onShowWelcomeVideo: () => void;
  /** Any other card's button, with the card's id. */
  onAction: (cardId: string) => void;
  /** The heading's level. @default 'h3' */
  headingAs?: 'h2' | 'h3';
  /** The locale of the dates. @default the tree's language */
  locale?: string;
  /** The visible texts. @default defaultNextStepsTexts */
  texts?: Partial<NextStepsTexts>;
}

/** Your Next Steps (spec 2 §2.2): cards in a row, arrows of 300 px past 3 cards, and Open Schedule. */
export function NextSteps({
  cards,
  liveHref,
  calendarHref,
  onShowWelcomeVideo,
  onAction,
  headingAs: Heading = 'h3',
  locale: localeProp,
  texts: textsProp,
  className,
  ...props
}: NextStepsProps) {
  const texts = useNextStepsTexts(textsProp);
  const format = useFormat();
  const locale = localeProp ?? format.locale;
  const headingId = useId();
  const header = (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Heading id={headingId} className="text-lg font-semibold">
        {texts.title}
      </Heading>
      <Button href={calendarHref} variant="link" size="sm">
        <CalendarDays aria-hidden="true" />
        {texts.openSchedule}
      </Button>
    </div>
  );

  if (cards.length === 0) {
    return (
      <section
        data-slot="next-steps"
        aria-labelledby={headingId}
        className={cn('flex min-w-0 flex-col gap-3 text-text', className)}
        {...props}
      >
        {header}
        <EmptyState icon={<ListChecks />} title={texts.empty} titleAs="p" />
      </section>
    );
  }

  return (
    <Carousel
      data-slot="next-steps"
      label={texts.title}
      heading={header}
      step={NEXT_STEPS_SCROLL_STEP}
      minItemsForArrows={NEXT_STEPS_ARROWS_MIN_CARDS}
      previousLabel={texts.previous}
      nextLabel={texts.next}
      className={cn('min-w-0', className)}
      {...props}
    >
      {cards.map((card) => (
        <NextStepItem
          key={card.id}
          card={card}
          liveHref={liveHref}
          onShowWelcomeVideo={onShowWelcomeVideo}
          onAction={onAction}
          locale={locale}
          texts={texts}
        />
      ))}
    </Carousel>
  );
}

const typeTone = {
  Assignment: 'warning',
  'Live Session': 'danger',
  'Program Overview': 'info',
} as const;

function NextStepItem({
  card,
  liveHref,
  onShowWelcomeVideo,
  onAction,
  locale,
  texts,
}: {
  card: NextStepCard;
  liveHref: string;
  onShowWelcomeVideo: () => void;
  onAction: (cardId: string) => void;
  locale: string;
  texts: NextStepsTexts;
}) {
  const titleId = useId();
  const date = card.dueDate ?? card.eventDate;
  const dateText = date ? authoredDate(date, locale) : null;
  const kind = nextStepAction(card);
  // The button's name includes the card's title, so five 'Start Now' buttons are told apart.
  const describedName = { 'aria-describedby': titleId };
  return (
    <Card asChild className="h-full w-71 max-w-[80vw]">
      <article data-slot="next-step-card" data-action={kind} aria-labelledby={titleId}>
        <div className="flex flex-1 flex-col gap-3 p-5">
          <Badge variant={typeTone[card.type]}>{texts.type(card.type)}</Badge>
          <div className="flex flex-col gap-1">
            <h4 dir="auto" id={titleId} className="text-base leading-snug font-semibold">
              {card.title}
            </h4>
            <p dir="auto" className="line-clamp-2 text-sm text-text-muted">
              {card.subtitle}
            </p>
          </div>
          {dateText ? (
            <p className="flex items-center gap-1.5 text-sm text-text-muted">
              <CalendarDays aria-hidden="true" className="size-4" />
              {card.dueDate ? texts.due(dateText) : dateText}
            </p>
          ) : null}
          {card.instructor ? (
            <div className="flex items-center gap-2">
              <Avatar name={card.instructor.name} src={card.instructor.avatarUrl} size="sm" />
              <div className="min-w-0 text-sm">
                <p dir="auto" className="truncate font-medium">
                  {card.instructor.name}
                </p>
                <p dir="auto" className="truncate text-text-muted">
                  {card.instructor.title}
                </p>
              </div>
            </div>
          ) : null}
          <div className="mt-auto pt-1">
            {kind === 'live' ? (
              <Button href={liveHref} {...describedName}>
                <Video aria-hidden="true" />
                {card.actionText}
              </Button>
            ) : kind === 'download' ? (
              <Button href={card.downloadUrl!} download variant="outline" {...describedName}>
                <Download aria-hidden="true" />
                {card.actionText}
              </Button>
            ) : (
              <Button
                variant={kind === 'welcome-video' ? 'primary' : 'outline'}
                onClick={() =>
                  kind === 'welcome-video' ? onShowWelcomeVideo() : onAction(card.id)
                }
                {...describedName}
              >
                {kind === 'welcome-video' ? <Play aria-hidden="true" /> : null}
                {card.actionText}
              </Button>
            )}
          </div>
        </div>
      </article>
    </Card>
  );
}
