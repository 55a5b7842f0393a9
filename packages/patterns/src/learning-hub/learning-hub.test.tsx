import * as arNs from '@lp/locales/ar/learning-hub';
import * as esNs from '@lp/locales/es/learning-hub';
import { I18nProvider } from '@lp/ui';
import { sampleLeaderboard, sampleLearningProgress, sampleNextSteps } from '@lp/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JoinLiveCard } from './join-live-card';
import { LearningHub } from './learning-hub';
import { LearningProgressCard } from './learning-progress-card';
import { hasLearningTime } from './time-spent-card';

const digits = () =>
  document.querySelector('[data-slot="countdown-digits"]')?.textContent?.replace(/[^0-9:]/g, '');

describe('JoinLiveCard countdown to the next midnight UTC', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the time left from an injected clock', () => {
    render(<JoinLiveCard liveHref="/live" now={Date.UTC(2025, 6, 16, 23, 59, 58)} />);
    expect(digits()).toBe('00:00:02');
  });

  it('ticks each second and rolls over to a full day at midnight', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2025, 6, 16, 23, 59, 58));
    render(<JoinLiveCard liveHref="/live" />);
    expect(digits()).toBe('00:00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(digits()).toBe('00:00:01');
    act(() => vi.advanceTimersByTime(1000));
    // Exactly at midnight the next one is a whole day away (ui's Countdown shows it in days).
    expect(digits()).toBe('01:00:00:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(digits()).toBe('23:59:59');
  });
});

describe('LearningProgressCard', () => {
  it('names the ring and says how many courses are done', () => {
    render(<LearningProgressCard progress={sampleLearningProgress} />);
    expect(screen.getByRole('progressbar', { name: 'Learning Progress' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    expect(screen.getByText('4 of 6 courses done')).toBeInTheDocument();
  });
});

describe('hasLearningTime', () => {
  it('is false for no rows or only zeros, true once any slot has time', () => {
    expect(hasLearningTime(undefined)).toBe(false);
    expect(hasLearningTime([[0, 0]])).toBe(false);
    expect(hasLearningTime([[0, 0.5]])).toBe(true);
  });
});

describe('LearningHub', () => {
  it('gathers next steps, Join Live, progress, time spent and the leaderboard under one heading', () => {
    render(
      <LearningHub
        nextSteps={sampleNextSteps}
        learningProgress={sampleLearningProgress}
        timeSpent={null}
        leaderboard={sampleLeaderboard}
        liveHref="/live"
        calendarHref="/calendar"
        onShowWelcomeVideo={() => {}}
        onNextStepAction={() => {}}
        now={Date.UTC(2025, 6, 16, 12)}
      />,
    );
    const hub = screen.getByRole('region', { name: 'Your Learning Hub' });
    expect(hub).toContainElement(screen.getByRole('region', { name: 'Your Next Steps' }));
    expect(hub).toContainElement(screen.getByRole('link', { name: 'Join Live' }));
    expect(screen.getByText('#8 of 20')).toBeInTheDocument();
    expect(screen.getByText('No learning time recorded this week')).toBeInTheDocument();
  });
});

describe('LearningHub in Spanish and Arabic', () => {
  it('says the hub, Join Live and the courses done in Spanish', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <LearningHub
          nextSteps={[]}
          learningProgress={sampleLearningProgress}
          timeSpent={null}
          leaderboard={[]}
          liveHref="/live"
          calendarHref="/calendar"
          onShowWelcomeVideo={() => {}}
          onNextStepAction={() => {}}
          now={Date.UTC(2025, 6, 16, 12)}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Tu centro de aprendizaje' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Únete en vivo' })).toBeInTheDocument();
    expect(screen.getByText('4 de 6 cursos completados')).toBeInTheDocument();
    expect(
      screen.getByText('No hay tiempo de aprendizaje registrado esta semana'),
    ).toBeInTheDocument();
  });

  it('uses the Arabic dual for two courses', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <LearningProgressCard
          progress={{ ...sampleLearningProgress, coursesCompleted: 1, coursesTotal: 2 }}
        />
      </I18nProvider>,
    );
    expect(screen.getByText('أُنجزت 1 من دورتين')).toBeInTheDocument();
  });
});
