import type { NextStepCard } from '@lp/contract';
import { intl } from '@lp/ui';

/** What a next-step card's button does (spec 2 §2.2). */
export type NextStepActionKind = 'live' | 'welcome-video' | 'download' | 'callback';

/**
 * Spec 2 §2.2: a live session's Join Session goes to /live; Start Now on the welcome-message
 * card fires the show-welcome-video event; a card with a download address downloads the file;
 * any other card hands its id to the action callback. Checked in that order.
 */
export function nextStepAction(
  card: Pick<NextStepCard, 'type' | 'isWelcomeMessage' | 'downloadUrl'>,
): NextStepActionKind {
  if (card.type === 'Live Session') return 'live';
  if (card.isWelcomeMessage) return 'welcome-video';
  if (card.downloadUrl) return 'download';
  return 'callback';
}

/**
 * The calendar date a card's due or event date was written for, such as 'Jul 20, 2025'. The
 * date part of the ISO text is used as written: '2025-07-20T23:59:00-06:00' is due on the
 * 20th where it was set, even though it is already the 21st in UTC.
 */
export function authoredDate(iso: string, locale = 'en-US'): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  const [, year, month, day] = match;
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day));
  if (Number.isNaN(time)) return null;
  return intl(Intl.DateTimeFormat, locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(time);
}
