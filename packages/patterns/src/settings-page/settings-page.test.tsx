import * as arNs from '@lp/locales/ar/settings-page';
import * as esNs from '@lp/locales/es/settings-page';
import { I18nProvider } from '@lp/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@lp/locales/en/settings-page';
import { lastUsedText } from './sessions-section';
import { SettingsPage } from './settings-page';
import type { DeviceSession } from './sessions-section';

const NOW = Date.now();
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const sessions: DeviceSession[] = [
  { id: 'this', browser: 'Chrome on Windows', lastUsedAt: ago(0), current: true },
  { id: 'phone', browser: 'Safari on iOS', lastUsedAt: ago(45), current: false },
  { id: 'laptop', browser: 'Firefox on Linux', lastUsedAt: ago(3 * 24 * 60), current: false },
];
const preferences = {
  colorMode: 'system' as const,
  notifications: { courseAnnouncements: true, liveEventReminders: true, messages: false },
};

describe('lastUsedText', () => {
  it('says when in English by default', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    const at = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    expect(lastUsedText(at(1), now)).toBe('Active now');
    expect(lastUsedText(at(5), now)).toBe('5 minutes ago');
    expect(lastUsedText(at(60), now)).toBe('1 hour ago');
    expect(lastUsedText(at(180), now)).toBe('3 hours ago');
    expect(lastUsedText(at(24 * 60), now)).toBe('1 day ago');
    expect(lastUsedText(at(2 * 24 * 60), now, en)).toBe('2 days ago');
  });

  it('uses the Arabic plural forms', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    const at = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    const ar = arNs.default;
    expect(lastUsedText(at(24 * 60), now, ar)).toBe('منذ يوم واحد');
    expect(lastUsedText(at(2 * 24 * 60), now, ar)).toBe('منذ يومين');
    expect(lastUsedText(at(3 * 24 * 60), now, ar)).toBe(
      `منذ ${new Intl.NumberFormat('ar').format(3)} أيام`,
    );
    expect(lastUsedText(at(11 * 24 * 60), now, ar)).toBe(
      `منذ ${new Intl.NumberFormat('ar').format(11)} يومًا`,
    );
  });
});

describe('the Language section', () => {
  const options = [
    { code: 'en', name: 'English' },
    { code: 'ar', name: 'العربية' },
  ];
  it('shows only when the university offers more than one language', () => {
    const { rerender } = render(
      <SettingsPage
        preferences={preferences}
        sessions={sessions}
        exportHref="/export"
        languages={{ current: 'en', options: options.slice(0, 1) }}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Language' })).toBeNull();
    rerender(
      <SettingsPage
        preferences={preferences}
        sessions={sessions}
        exportHref="/export"
        languages={{ current: 'ar', options }}
      />,
    );
    const arabic = screen.getByRole('radio', { name: 'العربية' });
    expect(arabic).toBeChecked();
    expect(
      arabic.closest('label, [lang]')?.getAttribute('lang') ??
        arabic.parentElement?.querySelector('[lang]')?.getAttribute('lang'),
    ).toBe('ar');
  });
});

describe('SettingsPage in other languages', () => {
  it('shows its sections in Spanish', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <SettingsPage preferences={preferences} sessions={sessions} exportHref="/export" />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Configuración' })).toBeInTheDocument();
    for (const name of ['Contraseña', 'Apariencia', 'Notificaciones', 'Sesiones', 'Tus datos']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByText('Último uso: hace 45 minutos')).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Cerrar sesión en Safari on iOS, último uso: hace 45 minutos',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar cuenta' })).toBeInTheDocument();
  });

  it('shows a session’s last use in Arabic', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <SettingsPage preferences={preferences} sessions={sessions} exportHref="/export" />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'الإعدادات' })).toBeInTheDocument();
    expect(
      screen.getByText(`آخر استخدام: منذ ${new Intl.NumberFormat('ar').format(3)} أيام`),
    ).toBeInTheDocument();
    expect(screen.getByText('هذا الجهاز')).toBeInTheDocument();
  });
});
