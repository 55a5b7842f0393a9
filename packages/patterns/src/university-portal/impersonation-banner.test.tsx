import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as esNs from '@lp/locales/es/university-portal';
import { I18nProvider } from '@lp/ui';
import { describe, expect, it, vi } from 'vitest';
import { ImpersonationBanner } from './impersonation-banner';
import {
  sampleImpersonationBannerProps,
  sampleImpersonationStart,
} from './university-portal.samples';

/** A promise the test settles when it wants. */
function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const endButton = () => screen.getByRole('button', { name: 'End Session' });

describe('ImpersonationBanner', () => {
  it('says whose administrator is impersonated and since when, as a polite status', () => {
    render(<ImpersonationBanner {...sampleImpersonationBannerProps()} />);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Impersonating Lakeside State University Administrator');
    expect(banner).toHaveTextContent('Started at 10:42 AM');
    expect(screen.queryByRole('alert')).toBeNull();
    const time = screen.getByText('10:42 AM');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', sampleImpersonationStart);
  });

  it('shows the start time in the given locale and zone', () => {
    render(
      <ImpersonationBanner
        {...sampleImpersonationBannerProps()}
        locale="de-DE"
        timeZone="Europe/Berlin"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Started at 12:42');
  });

  it('leaves out an unreadable start time instead of failing', () => {
    render(<ImpersonationBanner {...sampleImpersonationBannerProps()} startedAt="not a date" />);
    expect(screen.getByRole('status')).not.toHaveTextContent('Started at');
    expect(endButton()).toBeVisible();
  });

  it('calls onEnd on End Session', async () => {
    const user = userEvent.setup();
    const onEnd = vi.fn();
    render(<ImpersonationBanner {...sampleImpersonationBannerProps()} onEnd={onEnd} />);
    await user.click(endButton());
    expect(onEnd).toHaveBeenCalledOnce();
    expect(endButton()).not.toHaveAttribute('aria-busy');
  });

  it('stays busy while the returned promise runs, ignoring further presses', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const onEnd = vi.fn(() => answer.promise);
    render(<ImpersonationBanner {...sampleImpersonationBannerProps()} onEnd={onEnd} />);
    await user.click(endButton());
    const busy = screen.getByRole('button', { name: 'Ending session...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    expect(onEnd).toHaveBeenCalledOnce();
    answer.resolve();
    await waitFor(() => expect(endButton()).not.toHaveAttribute('aria-busy'));
  });

  it('says so when ending fails, and can try again', async () => {
    const user = userEvent.setup();
    const onEnd = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('Offline'))
      .mockResolvedValueOnce(undefined);
    render(<ImpersonationBanner {...sampleImpersonationBannerProps()} onEnd={onEnd} />);
    await user.click(endButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not end the session. Please try again.',
    );
    await user.click(endButton());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(onEnd).toHaveBeenCalledTimes(2);
  });

  it('takes its texts from the deployment', () => {
    render(
      <ImpersonationBanner
        {...sampleImpersonationBannerProps()}
        texts={{ title: (name) => `Viewing ${name} as its administrator`, endSession: 'Stop' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Viewing Lakeside State University as its administrator',
    );
    expect(screen.getByRole('button', { name: 'Stop' })).toBeVisible();
  });
});

describe('ImpersonationBanner in Spanish', () => {
  it('says who is impersonated, and the start time in Spanish', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <ImpersonationBanner {...sampleImpersonationBannerProps()} locale={undefined} />
      </I18nProvider>,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Suplantando al administrador de Lakeside State University');
    expect(banner).toHaveTextContent('Iniciada a las 10:42');
    expect(screen.getByRole('button', { name: 'Finalizar sesión' })).toBeVisible();
  });
});
