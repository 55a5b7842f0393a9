import type { LeaderboardUser } from '@lp/contract';
import * as leaderboardMessages from '@lp/locales/en/leaderboard';
import { Avatar, Card, EmptyState, cn, useMessages } from '@lp/ui';
import { Flame, Trophy } from '@lp/ui/icons';
import { useId, type ComponentProps } from 'react';

/** The space between 'Your rank' and the place: white space, not words. */
const WORD_SPACE = ' ';

export interface LeaderboardTexts {
  /** The block's heading. */
  title: string;
  /** Before the signed-in user's place. */
  yourRank: string;
  /** The place as the spec writes it: '#8 of 20'. */
  rankOf: (rank: number, total: number) => string;
  /** A row's points. */
  points: (points: number) => string;
  /** A row's streak, spoken. */
  streak: (days: number) => string;
  /** Marks the signed-in user's row. */
  you: string;
  /** Shown with no entries (not in the spec). */
  empty: string;
}

type LeaderboardMessages = typeof leaderboardMessages.default;

function textsFrom(m: LeaderboardMessages): LeaderboardTexts {
  return {
    title: m.title,
    yourRank: m.yourRank,
    rankOf: (rank, total) => m.rankOf({ rank, total }),
    points: (points) => m.points({ points }),
    streak: (days) => m.streak({ days }),
    you: m.you,
    empty: m.empty,
  };
}

export const defaultLeaderboardTexts: LeaderboardTexts = textsFrom(leaderboardMessages.default);

/** The leaderboard's texts in the tree's language, with a deployment's overrides on top. */
export function useLeaderboardTexts(overrides?: Partial<LeaderboardTexts>): LeaderboardTexts {
  return { ...textsFrom(useMessages(leaderboardMessages)), ...overrides };
}

/**
 * The rows shown: the top `visibleCount` by rank, plus the signed-in user's row when it ranks
 * lower, so the user always sees their own place.
 */
export function leaderboardRows(
  users: readonly LeaderboardUser[],
  visibleCount: number,
): LeaderboardUser[] {
  const ranked = [...users].sort((a, b) => a.rank - b.rank);
  const top = ranked.slice(0, Math.max(0, visibleCount));
  const me = ranked.find((user) => user.isCurrentUser);
  return me && !top.includes(me) ? [...top, me] : top;
}

export interface LeaderboardProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Every ranked learner; the signed-in one has `isCurrentUser` (spec 2 §9: #8 of 20). */
  users: readonly LeaderboardUser[];
  /** How many leaders show above the user's own row. @default 5 */
  visibleCount?: number;
  /** The heading's level. @default 'h3' */
  headingAs?: 'h2' | 'h3';
  /** The visible texts. @default defaultLeaderboardTexts */
  texts?: Partial<LeaderboardTexts>;
}

/** The Learning Hub's leaderboard: the leaders, and the signed-in user's place such as '#8 of 20'. */
export function Leaderboard({
  users,
  visibleCount = 5,
  headingAs: Heading = 'h3',
  texts: textsProp,
  className,
  ...props
}: LeaderboardProps) {
  const messages = useMessages(leaderboardMessages);
  const texts = useLeaderboardTexts(textsProp);
  const headingId = useId();
  const rows = leaderboardRows(users, visibleCount);
  const me = users.find((user) => user.isCurrentUser);
  return (
    <Card asChild className={cn('p-5', className)}>
      <section data-slot="leaderboard" aria-labelledby={headingId} {...props}>
        <div className="flex items-center justify-between gap-3">
          <Heading id={headingId} className="flex items-center gap-2 text-lg font-semibold">
            <Trophy aria-hidden="true" className="size-5 text-warning" />
            {texts.title}
          </Heading>
          {me ? (
            <p data-slot="leaderboard-rank" className="text-sm text-text-muted">
              {texts.yourRank}
              {WORD_SPACE}
              <strong className="text-base font-bold text-text">
                {texts.rankOf(me.rank, users.length)}
              </strong>
            </p>
          ) : null}
        </div>
        {rows.length === 0 ? (
          <EmptyState icon={<Trophy />} title={texts.empty} titleAs="p" />
        ) : (
          <ol className="flex flex-col gap-1">
            {rows.map((user, index) => {
              const gap = index > 0 && user.rank - rows[index - 1]!.rank > 1;
              const name = user.fullName ?? user.name;
              return (
                <li
                  key={user.id}
                  value={user.rank}
                  aria-current={user.isCurrentUser || undefined}
                  data-gap={gap || undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-2 py-1.5',
                    'data-gap:mt-2 data-gap:border-t data-gap:border-dashed data-gap:border-border data-gap:pt-3',
                    'aria-[current=true]:bg-primary-subtle aria-[current=true]:font-semibold',
                    'forced-colors:aria-[current=true]:border forced-colors:aria-[current=true]:border-[Highlight]',
                  )}
                >
                  <span className="w-8 text-sm font-semibold text-text-muted tabular-nums">
                    {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a rank sign, hidden */}
                    <span aria-hidden="true">#</span>
                    {user.rank}
                  </span>
                  <Avatar name={name} src={user.avatar} size="sm" />
                  <span className="min-w-0 flex-1 truncate text-sm">
                    {name}
                    {user.isCurrentUser ? (
                      <span className="text-text-muted">
                        {messages.youMark({ you: texts.you })}
                      </span>
                    ) : null}
                  </span>
                  <span
                    className="flex items-center gap-0.5 text-xs text-text-muted"
                    title={texts.streak(user.streak)}
                  >
                    <Flame aria-hidden="true" className="size-3.5 text-warning" />
                    <span aria-hidden="true">{user.streak}</span>
                    <span className="sr-only">{texts.streak(user.streak)}</span>
                  </span>
                  <span className="text-sm tabular-nums">{texts.points(user.points)}</span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </Card>
  );
}
