import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from './banner';
import * as esBanner from '@lp/locales/es/ui-banner';
import { I18nProvider } from '../i18n';

describe('Banner', () => {
  it('interrupts with role alert for an error', () => {
    render(<Banner variant="error" title="An error occurred" />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('announces success, warning and info politely with role status', () => {
    render(
      <>
        <Banner variant="success">Live stream URL updated successfully!</Banner>
        <Banner variant="warning">Careful</Banner>
        <Banner variant="info">Note</Banner>
        <Banner variant="impersonation">Impersonating</Banner>
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(4);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('can be dismissed with a named close button only when dismissible', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Banner variant="info">Note</Banner>);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <Banner variant="info" onDismiss={onDismiss}>
        Note
      </Banner>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it("holds the impersonation banner's End Session action", async () => {
    const onEnd = vi.fn();
    render(
      <Banner
        variant="impersonation"
        title="Impersonating Northwind University Administrator"
        action={<button onClick={onEnd}>End Session</button>}
      >
        Started 10:42
      </Banner>,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveAttribute('data-variant', 'impersonation');
    await userEvent.click(screen.getByRole('button', { name: 'End Session' }));
    expect(onEnd).toHaveBeenCalledOnce();
  });
});

describe('Banner in another language', () => {
  it('names the dismiss button in the page language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esBanner.id, esBanner.default]]) }}
      >
        <Banner variant="success" title="Guardado" onDismiss={vi.fn()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Descartar' })).toBeInTheDocument();
  });
});
