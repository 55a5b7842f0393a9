import * as esNs from '@lp/locales/es/app-dashboard';
import * as arNs from '@lp/locales/ar/app-dashboard';
import { I18nProvider } from '@lp/ui';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardError } from './dashboard-error';

afterEach(cleanup);

describe('DashboardError', () => {
  it('says so in English by default, and retries', async () => {
    const onRetry = vi.fn();
    render(<DashboardError onRetry={onRetry} />);
    expect(screen.getByText('Your dashboard could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish inside a Spanish tree', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <DashboardError onRetry={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByText('No se pudo cargar tu panel.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  it('speaks Arabic inside an Arabic tree', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <DashboardError onRetry={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByText('تعذّر تحميل لوحة التحكم الخاصة بك.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});
