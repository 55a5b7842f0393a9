import * as arNs from '@lp/locales/ar/leaderboard';
import { I18nProvider } from '@lp/ui';
import { sampleLeaderboard } from '@lp/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Leaderboard, leaderboardRows } from './leaderboard';

describe('leaderboardRows', () => {
  it('keeps the top entries by rank and adds the signed-in user when lower', () => {
    const shuffled = [...sampleLeaderboard].reverse();
    expect(leaderboardRows(shuffled, 3).map((u) => u.rank)).toEqual([1, 2, 3, 8]);
  });
  it('adds no row when the user is already among the leaders', () => {
    expect(leaderboardRows(sampleLeaderboard, 10).map((u) => u.rank)).toHaveLength(10);
  });
});

describe('Leaderboard', () => {
  it('shows the user as #8 of 20 and marks their row as current', () => {
    render(<Leaderboard users={sampleLeaderboard} />);
    expect(screen.getByText('#8 of 20')).toBeInTheDocument();
    expect(screen.getByText('(You)').closest('li')).toHaveAttribute('aria-current', 'true');
  });

  it('says there are no rankings when empty', () => {
    render(<Leaderboard users={[]} />);
    expect(screen.getByText('No rankings yet')).toBeInTheDocument();
  });
});

describe('Leaderboard in Arabic', () => {
  it('says the rank and the points in Arabic, with their plural forms', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <Leaderboard
          users={[
            { ...sampleLeaderboard[0]!, points: 2, streak: 1 },
            ...sampleLeaderboard.slice(1),
          ]}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'لوحة المتصدّرين' })).toBeInTheDocument();
    expect(screen.getByText('نقطتان')).toBeInTheDocument();
    expect(screen.getAllByText('سلسلة يوم واحد').length).toBeGreaterThan(0);
    expect(screen.getByText('(أنت)')).toBeInTheDocument();
  });
});
