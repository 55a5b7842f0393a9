import type { StudySession } from '@lp/contract';
import * as arNs from '@lp/locales/ar/player-overlays';
import * as esNs from '@lp/locales/es/player-overlays';
import { DirectionProvider, I18nProvider } from '@lp/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDuration } from './format-duration';
import { KeyboardShortcutsOverlay } from './keyboard-shortcuts-overlay';
import { StudyStatsOverlay } from './study-stats-overlay';

const session: StudySession = {
  startTime: 0,
  totalTime: 3725,
  focusTime: 3000,
  breakTime: 59,
  lessonsCompleted: 4,
  streakDays: 12,
};

describe('KeyboardShortcutsOverlay', () => {
  it('lists every player shortcut with its description and keys', () => {
    render(<KeyboardShortcutsOverlay open onOpenChange={() => {}} platform="other" />);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard Shortcuts' });
    for (const description of [
      'Show keyboard shortcuts',
      'Bookmark current time',
      'Toggle focus mode',
      'Show study statistics',
      'Previous lesson',
      'Next lesson',
      'Close overlays',
    ]) {
      expect(within(dialog).getByRole('rowheader', { name: description })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('row', { name: /Toggle focus mode/ })).toHaveTextContent(
      /Ctrl.*F/,
    );
    expect(within(dialog).getByRole('row', { name: /Next lesson/ })).toHaveTextContent(
      'Right arrow',
    );
  });

  it('names the arrows as they point on a right-to-left page', () => {
    render(
      <DirectionProvider dir="rtl">
        <KeyboardShortcutsOverlay open onOpenChange={() => {}} platform="other" />
      </DirectionProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Keyboard Shortcuts' });
    expect(within(dialog).getByRole('row', { name: /Previous lesson/ })).toHaveTextContent(
      'Right arrow',
    );
    expect(within(dialog).getByRole('row', { name: /Next lesson/ })).toHaveTextContent(
      'Left arrow',
    );
  });

  it('shows ⌘ on Apple devices and takes overridden descriptions', () => {
    render(
      <KeyboardShortcutsOverlay
        open
        onOpenChange={() => {}}
        platform="mac"
        labels={{ title: 'Raccourcis', actions: { nextLesson: 'Leçon suivante' } }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Raccourcis' });
    expect(within(dialog).getByRole('row', { name: /Bookmark current time/ })).toHaveTextContent(
      '⌘',
    );
    expect(within(dialog).getByRole('rowheader', { name: 'Leçon suivante' })).toBeInTheDocument();
  });

  it('asks to close on Escape', async () => {
    const onOpenChange = vi.fn();
    render(<KeyboardShortcutsOverlay open onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders nothing while closed', () => {
    render(<KeyboardShortcutsOverlay open={false} onOpenChange={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('StudyStatsOverlay', () => {
  it('shows the session times, lessons and streak', () => {
    render(<StudyStatsOverlay open onOpenChange={() => {}} session={session} />);
    const dialog = screen.getByRole('dialog', { name: 'Study Session Statistics' });
    const stat = (label: string) =>
      within(dialog).getByText(label).closest('[data-slot="stat"]') as HTMLElement;
    expect(stat('Total time')).toHaveTextContent('1:02:05');
    expect(stat('Focus time')).toHaveTextContent('50:00');
    expect(stat('Break time')).toHaveTextContent('0:59');
    expect(stat('Lessons completed')).toHaveTextContent('4');
    expect(stat('Day streak')).toHaveTextContent('12');
  });

  it('shows the default performance metrics of the spec', () => {
    render(<StudyStatsOverlay open onOpenChange={() => {}} session={session} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('85%')).toBeInTheDocument();
    expect(within(dialog).getByText('High')).toBeInTheDocument();
    expect(within(dialog).getByText('1.2x')).toBeInTheDocument();
    expect(within(dialog).getByText('78%')).toBeInTheDocument();
  });

  it('asks to close on Escape', async () => {
    const onOpenChange = vi.fn();
    render(<StudyStatsOverlay open onOpenChange={onOpenChange} session={session} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('The overlays in another language', () => {
  it('list the shortcuts in Spanish', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <KeyboardShortcutsOverlay open onOpenChange={() => {}} platform="other" />
      </I18nProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Atajos de teclado' });
    expect(within(dialog).getByRole('columnheader', { name: 'Acción' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('rowheader', { name: 'Activar o desactivar el modo concentración' }),
    ).toBeInTheDocument();
  });

  it('show the statistics in Arabic, the percents as Arabic writes them', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <StudyStatsOverlay open onOpenChange={() => {}} session={session} />
      </I18nProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'إحصاءات جلسة الدراسة' });
    const stat = (label: string) =>
      within(dialog).getByText(label).closest('[data-slot="stat"]') as HTMLElement;
    expect(stat('الوقت الإجمالي')).toHaveTextContent('1:02:05');
    expect(stat('التفاعل')).toHaveTextContent('مرتفع');
    expect(stat('الاستيعاب')).toHaveTextContent(
      new Intl.NumberFormat('ar', { style: 'percent' }).format(0.85),
    );
    expect(stat('سرعة التعلّم')).toHaveTextContent(`${new Intl.NumberFormat('ar').format(1.2)}×`);
  });
});

describe('formatDuration', () => {
  it('writes m:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(305)).toBe('5:05');
    expect(formatDuration(3599)).toBe('59:59');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(36_061)).toBe('10:01:01');
  });
});
