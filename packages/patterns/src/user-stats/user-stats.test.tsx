import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as arNs from '@lp/locales/ar/user-stats';
import * as esNs from '@lp/locales/es/user-stats';
import { I18nProvider } from '@lp/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserStatsPage } from './user-stats';
import {
  UserStatsExample,
  sampleUserStatsNow,
  sampleUserStatsProps,
  sampleUserStatsStates,
} from './user-stats.samples';

const online = () => screen.getByRole('region', { name: 'Users Online Now' });
const enrolled = () => screen.getByRole('region', { name: 'Total Enrolled' });
const liveRegion = () => online().querySelector('[aria-live]');
const connectionStatus = () => screen.getByRole('status');
const reconnectButton = () => screen.getByRole('button', { name: 'Reconnect now' });
const tile = (name: string) => {
  const label = screen.getByText(name);
  return label.closest('[data-slot=activity-tile]') as HTMLElement;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('UserStatsPage', () => {
  it('names itself under the app header and leads back to the dashboard', () => {
    render(<UserStatsPage {...sampleUserStatsProps()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'User Statistics' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Users Online Now' })).toBeVisible();
  });

  it('shows the users online and the total enrolled, connected, without an error', () => {
    render(<UserStatsPage {...sampleUserStatsProps()} />);
    expect(online()).toHaveTextContent('1,247');
    expect(enrolled()).toHaveTextContent('15,832');
    expect(enrolled()).toHaveTextContent('All-time registrations');
    expect(connectionStatus()).toHaveTextContent('Connection: Connected');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reconnect now' })).toBeNull();
  });

  it('formats the counts for the given locale', () => {
    render(<UserStatsPage {...sampleUserStatsProps()} locale="de-DE" />);
    expect(online()).toHaveTextContent('1.247');
    expect(enrolled()).toHaveTextContent('15.832');
  });

  it('shows skeletons while connecting, and says no count has arrived yet', () => {
    render(<UserStatsPage {...sampleUserStatsProps()} {...sampleUserStatsStates.connecting} />);
    expect(connectionStatus()).toHaveTextContent('Connecting...');
    for (const card of [online(), enrolled()]) {
      expect(card.querySelector('[data-slot=skeleton]')).not.toBeNull();
      expect(card).toHaveTextContent('Not available yet');
    }
    expect(liveRegion()).toHaveTextContent(/^$/);
  });

  it('shows a dash, not a skeleton, when connected but no count has arrived', () => {
    render(<UserStatsPage {...sampleUserStatsProps()} {...sampleUserStatsStates.awaitingCounts} />);
    expect(online().querySelector('[data-slot=skeleton]')).toBeNull();
    expect(online()).toHaveTextContent('—');
  });

  it('shows zero as a count', () => {
    render(<UserStatsPage {...sampleUserStatsProps()} {...sampleUserStatsStates.nobodyOnline} />);
    expect(liveRegion()).toHaveTextContent(/^0$/);
    expect(enrolled()).toHaveTextContent('0');
  });

  it('announces only the online number, politely, from one region that lives through every state', () => {
    const props = sampleUserStatsProps();
    const { rerender } = render(<UserStatsPage {...props} {...sampleUserStatsStates.connecting} />);
    const region = liveRegion();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');

    rerender(<UserStatsPage {...props} onlineCount={1247} />);
    expect(liveRegion()).toBe(region);
    expect(region).toHaveTextContent(/^1,247$/);

    // Another render with the same count (the total changing, the socket dropping) leaves it be.
    const observer = new MutationObserver(() => {});
    observer.observe(region!, { childList: true, characterData: true, subtree: true });
    rerender(<UserStatsPage {...props} onlineCount={1247} totalEnrolled={15833} />);
    rerender(
      <UserStatsPage {...props} {...sampleUserStatsStates.reconnecting} onlineCount={1247} />,
    );
    expect(observer.takeRecords()).toHaveLength(0);
    expect(liveRegion()).toBe(region);

    rerender(<UserStatsPage {...props} onlineCount={1250} />);
    expect(observer.takeRecords().length).toBeGreaterThan(0);
    expect(region).toHaveTextContent(/^1,250$/);
    observer.disconnect();

    // Total Enrolled is not announced.
    expect(enrolled().querySelector('[aria-live]')).toBeNull();
  });

  it('counts down to the next attempt while reconnecting, and keeps the last counts', () => {
    render(<UserStatsPage {...sampleUserStatsProps()} {...sampleUserStatsStates.reconnecting} />);
    expect(connectionStatus()).toHaveTextContent('Reconnecting');
    expect(screen.getByText('Next attempt in 7 seconds')).toBeVisible();
    // The countdown is not in a live region: its every second would be read out.
    expect(screen.getByText('Next attempt in 7 seconds').closest('[aria-live],[role=status]')).toBe(
      null,
    );
    expect(online()).toHaveTextContent('1,247');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says one second in the singular, and trying again once the wait is over', () => {
    const { rerender } = render(
      <UserStatsPage
        {...sampleUserStatsProps()}
        connection="reconnecting"
        reconnectAt={sampleUserStatsNow + 1_000}
      />,
    );
    expect(screen.getByText('Next attempt in 1 second')).toBeVisible();
    rerender(
      <UserStatsPage
        {...sampleUserStatsProps()}
        connection="reconnecting"
        reconnectAt={sampleUserStatsNow - 500}
      />,
    );
    expect(screen.getByText('Trying again...')).toBeVisible();
  });

  it('shows no countdown while reconnecting without a wait', () => {
    render(<UserStatsPage {...sampleUserStatsProps()} connection="reconnecting" />);
    expect(screen.queryByText(/Next attempt/)).toBeNull();
    expect(reconnectButton()).toBeVisible();
  });

  it('ticks the countdown every second on the real clock, and stops its timer when unmounted', () => {
    vi.useFakeTimers({ now: sampleUserStatsNow });
    const { rerender, unmount } = render(
      <UserStatsPage
        {...sampleUserStatsProps()}
        now={undefined}
        connection="reconnecting"
        reconnectAt={sampleUserStatsNow + 3_000}
      />,
    );
    expect(screen.getByText('Next attempt in 3 seconds')).toBeVisible();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Next attempt in 3 seconds')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Next attempt in 2 seconds')).toBeVisible();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('Trying again...')).toBeVisible();
    expect(vi.getTimerCount()).toBe(0);

    // A new wait starts from the clock as it is now.
    rerender(
      <UserStatsPage
        {...sampleUserStatsProps()}
        now={undefined}
        connection="reconnecting"
        reconnectAt={Date.now() + 10_000}
      />,
    );
    expect(screen.getByText('Next attempt in 10 seconds')).toBeVisible();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not tick with a fixed clock, nor when connected', () => {
    vi.useFakeTimers({ now: sampleUserStatsNow });
    const { rerender } = render(
      <UserStatsPage {...sampleUserStatsProps()} {...sampleUserStatsStates.reconnecting} />,
    );
    expect(vi.getTimerCount()).toBe(0);
    rerender(<UserStatsPage {...sampleUserStatsProps()} now={undefined} />);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reconnects now from the keyboard while reconnecting', async () => {
    const user = userEvent.setup();
    const onReconnectNow = vi.fn();
    render(
      <UserStatsPage
        {...sampleUserStatsProps()}
        {...sampleUserStatsStates.reconnecting}
        onReconnectNow={onReconnectNow}
      />,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveFocus();
    await user.tab();
    expect(reconnectButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onReconnectNow).toHaveBeenCalledOnce();
    expect(onReconnectNow).toHaveBeenCalledWith();
    await user.keyboard(' ');
    expect(onReconnectNow).toHaveBeenCalledTimes(2);
  });

  it.each(['error', 'closed'] as const)(
    'says it failed to connect when %s, with Reconnect now',
    async (connection) => {
      const user = userEvent.setup();
      const onReconnectNow = vi.fn();
      render(
        <UserStatsPage
          {...sampleUserStatsProps()}
          {...sampleUserStatsStates[connection]}
          onReconnectNow={onReconnectNow}
        />,
      );
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(/^Failed to connect to the presence service\.Reconnect now$/);
      expect(screen.getAllByRole('button', { name: 'Reconnect now' })).toHaveLength(1);
      await user.click(within(alert).getByRole('button', { name: 'Reconnect now' }));
      expect(onReconnectNow).toHaveBeenCalledOnce();
      expect(onReconnectNow).toHaveBeenCalledWith();
      expect(connectionStatus()).toHaveTextContent(
        connection === 'error' ? 'Connection error' : 'Not connected',
      );
    },
  );

  it('counts down to the automatic retry after an error, but not after a close', () => {
    const { rerender } = render(
      <UserStatsPage {...sampleUserStatsProps()} {...sampleUserStatsStates.error} />,
    );
    expect(screen.getByText('Next attempt in 4 seconds')).toBeVisible();
    rerender(<UserStatsPage {...sampleUserStatsProps()} {...sampleUserStatsStates.closed} />);
    expect(screen.queryByText(/Next attempt/)).toBeNull();
  });

  it('keeps the last counts in place when the connection fails', () => {
    render(<UserStatsPage {...sampleUserStatsProps()} connection="error" />);
    expect(online()).toHaveTextContent('1,247');
    expect(enrolled()).toHaveTextContent('15,832');
  });

  it('shows the four placeholder tiles, New this week with its value', () => {
    render(<UserStatsPage {...sampleUserStatsProps()} newThisWeek={5} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Activity' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(tile('New this week')).toHaveTextContent('+5');
    for (const name of ['Active today', 'Peak today', 'Avg session time']) {
      expect(tile(name)).toHaveTextContent('—');
      expect(tile(name)).toHaveTextContent('Not available yet');
    }
  });

  it('takes its texts and heading level from the deployment', () => {
    render(
      <UserStatsPage
        {...sampleUserStatsProps()}
        connection="error"
        titleAs="h1"
        texts={{
          title: 'Presence',
          usersOnline: 'Online',
          connectError: 'No presence.',
          reconnectNow: 'Retry',
          newThisWeekValue: (count) => `${count} new`,
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Presence' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Online' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('No presence.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(tile('New this week')).toHaveTextContent('3 new');
  });

  it('passes other props to its root', () => {
    const { container } = render(
      <UserStatsPage {...sampleUserStatsProps()} className="extra" data-testid="page" />,
    );
    const root = container.firstElementChild!;
    expect(root).toHaveClass('extra');
    expect(root).toHaveAttribute('data-state', 'connected');
    expect(screen.getByTestId('page')).toBe(root);
  });
});

describe('UserStatsPage in another language', () => {
  it('speaks Spanish, with the countdown in the plural and the counts in Spanish digits', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <UserStatsPage
          {...sampleUserStatsProps()}
          {...sampleUserStatsStates.reconnecting}
          locale={undefined}
        />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Estadísticas de usuarios' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toBeVisible();
    expect(screen.getByText('Próximo intento en 7 segundos')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Usuarios conectados ahora' })).toHaveTextContent(
      '1247',
    );
  });

  it('speaks Arabic, with the dual of seconds', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <UserStatsPage
          {...sampleUserStatsProps()}
          connection="reconnecting"
          reconnectAt={sampleUserStatsNow + 2_000}
        />
      </I18nProvider>,
    );
    expect(screen.getByText('المحاولة التالية بعد ثانيتين')).toBeVisible();
    expect(screen.getByRole('button', { name: 'أعد الاتصال الآن' })).toBeVisible();
  });
});

describe('UserStatsExample', () => {
  it('follows the socket: counts replace each other, Reconnect now connects again', async () => {
    const user = userEvent.setup();
    const onReconnectNow = vi.fn();
    render(
      <UserStatsExample
        {...sampleUserStatsStates.error}
        onReconnectNow={onReconnectNow}
        updates={[1300, 1301]}
      />,
    );
    await user.click(reconnectButton());
    expect(onReconnectNow).toHaveBeenCalledOnce();
    await waitFor(() => expect(connectionStatus()).toHaveTextContent('Connected'));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^1,301$/));
  });
});
