import * as esNs from '@lp/locales/es/route-error';
import { I18nProvider } from '@lp/ui';
import { RouterProvider } from '@lp/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

describe('RouteError', () => {
  it('offers Reload for new code, as the page’s main landmark, with focus on its h1', async () => {
    const onReload = vi.fn();
    render(<RouteError kind="chunk" onReload={onReload} backHref="/dashboard" />);
    const title = screen.getByRole('heading', { level: 1, name: 'A new version is available' });
    expect(title).toHaveFocus();
    expect(screen.getByRole('main', { name: 'A new version is available' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This page was updated while it was open. Reload to get the latest version.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('says a page was not found and leads back through the app’s router', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <RouteError kind="not-found" backHref="/home" />
      </RouterProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Page not found' })).toHaveFocus();
    expect(screen.getByText('The page you were looking for could not be found.')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(navigate).toHaveBeenCalledWith('/home');
  });

  it('offers Try again for an unknown fault, and takes a deployment’s texts', async () => {
    const onRetry = vi.fn();
    render(
      <RouteError
        kind="unknown"
        onRetry={onRetry}
        retryLabel="Erneut versuchen"
        backHref="/dashboard"
        backLabel="Zurück"
        title="Etwas ist schiefgelaufen"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toHaveFocus();
    expect(
      screen.getByText('This page could not be shown. Try again, or go back to the dashboard.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/dashboard');
  });

  it('is a section, not a second main, inside a page', () => {
    render(
      <main>
        <RouteError kind="not-found" placement="section" backHref="/dashboard" />
      </main>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('never passes the action props on to the DOM', () => {
    const { container } = render(
      <RouteError kind="chunk" onReload={() => {}} reloadLabel="Reload now" backHref="/d" />,
    );
    const root = container.querySelector('[data-slot="route-error"]')!;
    expect(root).not.toHaveAttribute('reloadlabel');
    expect(root).toHaveAttribute('data-kind', 'chunk');
    expect(screen.getByRole('button', { name: 'Reload now' })).toBeInTheDocument();
  });
});

describe('RouteError in Spanish', () => {
  it('says what went wrong in Spanish, with its action', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <RouteError kind="unknown" onRetry={() => {}} backHref="/dashboard" />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toBeInTheDocument();
  });
});
