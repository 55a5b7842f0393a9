import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown, countdownAnnouncement, formatInTimeZone, splitDuration } from './countdown';
import { ServerTimeContext } from '../lib/server-time';
import { useNow } from './use-now';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as esCountdown from '@lp/locales/es/ui-countdown';
import { I18nProvider } from '../i18n';

afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('ticks on whole seconds', () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.setSystemTime(Date.UTC(2025, 6, 17, 12, 0, 0, 400));
    const { result } = renderHook(() => useNow());
    expect(result.current).toBe(Date.UTC(2025, 6, 17, 12, 0, 0, 400));
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toBe(Date.UTC(2025, 6, 17, 12, 0, 1));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(Date.UTC(2025, 6, 17, 12, 0, 2));
  });

  it('hydrates a page the server drew at the server’s time, then reads the clock', () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const drawnAt = Date.UTC(2025, 6, 17, 12, 0, 0);
    const target = Date.UTC(2025, 6, 17, 13, 0, 0);
    const page = (
      <ServerTimeContext value={drawnAt}>
        <Countdown target={target} label="Opening Night starts in" />
      </ServerTimeContext>
    );
    vi.setSystemTime(drawnAt);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const drawn = container.textContent;
    expect(drawn).toContain('01Hours:00Minutes:00Seconds');

    // The page's scripts arrive 4.5 s later: the first pass draws the same text, no mismatch.
    vi.setSystemTime(drawnAt + 4_500);
    const recoverable = vi.fn();
    let root!: Root;
    act(() => {
      root = hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe(drawn);
    expect(recoverable).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(container.textContent).not.toBe(drawn);
    expect(container.textContent).toContain('00Hours:59Minutes:55Seconds'); // at 12:00:05
    act(() => root.unmount());
    container.remove();
  });

  it('stands still when disabled', () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { result } = renderHook(() => useNow(1000, false));
    const first = result.current;
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(first);
  });
});

describe('countdown texts', () => {
  it('splits a duration, rounding up to the next second', () => {
    expect(splitDuration(90_061_500)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 2 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('announces in minutes, never in seconds', () => {
    expect(countdownAnnouncement((3 * 3600 + 12 * 60 + 40) * 1000)).toBe(
      '3 hours 12 minutes remaining',
    );
    expect(countdownAnnouncement(61_000)).toBe('1 minute remaining');
    expect(countdownAnnouncement(20_000)).toBe('less than a minute remaining');
  });

  it('formats the target in the given time zone', () => {
    const start = Date.parse('2025-07-17T17:00:00-05:00');
    expect(formatInTimeZone(start, 'America/Chicago')).toBe('Thu, Jul 17, 5:00 PM CDT');
    expect(formatInTimeZone(start, 'UTC')).toBe('Thu, Jul 17, 10:00 PM UTC');
  });
});

describe('Countdown', () => {
  it('counts down to the next midnight UTC by default, showing the digits and the target', () => {
    render(<Countdown now={Date.UTC(2025, 6, 17, 21, 30, 15)} label="Next session in" />);
    expect(screen.getByText('02')).toBeInTheDocument();
    expect(screen.getByText('29')).toBeInTheDocument();
    expect(screen.getByText('45')).toBeInTheDocument();
    expect(screen.getByText('Next session in: 2 hours 29 minutes remaining')).toBeInTheDocument();
    expect(screen.getByText('Fri, Jul 18, 12:00 AM UTC')).toBeInTheDocument();
  });

  it('rolls forward a day once midnight has passed', () => {
    render(<Countdown now={Date.UTC(2025, 6, 18, 0, 0, 0)} />);
    expect(screen.getByText('1 day remaining')).toBeInTheDocument();
    expect(screen.getByText('Sat, Jul 19, 12:00 AM UTC')).toBeInTheDocument();
  });

  it('hides the ticking digits and updates the announcement only when the minute changes', () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.setSystemTime(Date.UTC(2025, 6, 17, 23, 57, 30));
    render(<Countdown />);
    const region = screen.getByText('2 minutes remaining');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(document.querySelector('[data-slot="countdown-digits"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    act(() => vi.advanceTimersByTime(20_000));
    expect(region).toHaveTextContent('2 minutes remaining');
    act(() => vi.advanceTimersByTime(11_000));
    expect(region).toHaveTextContent('1 minute remaining');
  });

  it('shows the completed text when a fixed target has passed', () => {
    render(
      <Countdown
        target={Date.UTC(2025, 6, 17)}
        now={Date.UTC(2025, 6, 18)}
        completedText="Live now"
      />,
    );
    expect(screen.getAllByText('Live now').length).toBeGreaterThan(0);
    expect(document.querySelector('[data-slot="countdown"]')).toHaveAttribute(
      'data-state',
      'completed',
    );
  });
});

describe('Countdown in another language', () => {
  it('announces the time left with plurals, and the units and target, in the page language', () => {
    const now = Date.UTC(2025, 6, 17, 18, 47, 20);
    const target = now + (3 * 3600 + 12 * 60 + 40) * 1000;
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esCountdown.id, esCountdown.default]]) }}
      >
        <Countdown now={now} target={target} timeZone="UTC" />
      </I18nProvider>,
    );
    expect(document.querySelector('[data-slot="countdown-announcement"]')).toHaveTextContent(
      'Tiempo restante: 3 horas 12 minutos',
    );
    expect(screen.getByText('Horas')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="countdown-target"]')).toHaveTextContent(
      /^jue, 17 jul/,
    );
    expect(countdownAnnouncement(61_000, esCountdown.default, 'es')).toBe(
      'Tiempo restante: 1 minuto',
    );
  });
});
