import type { StudySession } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeyboardShortcutsOverlay } from './keyboard-shortcuts-overlay';
import { StudyStatsOverlay } from './study-stats-overlay';

const session: StudySession = {
  startTime: Date.UTC(2025, 5, 2, 9, 0),
  totalTime: 1520,
  focusTime: 1215,
  breakTime: 305,
  lessonsCompleted: 3,
  streakDays: 5,
};

// Both overlays in one file, as the player shows them: one meta per file, so the
// shortcuts overlay is the component and the statistics stories render their own.
const meta = {
  title: 'Player/Overlays',
  component: KeyboardShortcutsOverlay,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn(), platform: 'other' },
} satisfies Meta<typeof KeyboardShortcutsOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dialogs portal to the body, so the stories look there. */
const body = () => within(document.body);

export const KeyboardShortcuts: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Keyboard Shortcuts' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(7);
    const bookmark = within(dialog).getByRole('row', { name: /Bookmark current time/ });
    await expect(bookmark).toHaveTextContent('Ctrl');
    await expect(bookmark).toHaveTextContent('B');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** On Apple devices the modifier shows as ⌘ (spoken Command). */
export const KeyboardShortcutsOnMac: Story = {
  args: { platform: 'mac' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Keyboard Shortcuts' });
    const row = within(dialog).getByRole('row', { name: /Show keyboard shortcuts/ });
    await expect(row).toHaveTextContent('⌘');
    await expect(row).toHaveTextContent('Command');
  },
};

export const KeyboardShortcutsMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(await body().findByRole('dialog', { name: 'Keyboard Shortcuts' })).toBeVisible();
  },
};

/** The default metrics of spec 1 §9 with a session under an hour. */
export const StudyStatistics: Story = {
  render: (args) => (
    <StudyStatsOverlay open={args.open} onOpenChange={args.onOpenChange} session={session} />
  ),
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Study Session Statistics' });
    const view = within(dialog);
    await expect(view.getByText('25:20')).toBeVisible();
    await expect(view.getByText('20:15')).toBeVisible();
    await expect(view.getByText('5:05')).toBeVisible();
    await expect(view.getByText('85%')).toBeVisible();
    await expect(view.getByText('High')).toBeVisible();
    await expect(view.getByText('1.2x')).toBeVisible();
    await expect(view.getByText('78%')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A long session reads as h:mm:ss; other metrics come in through props. */
export const StudyStatisticsLongSession: Story = {
  render: (args) => (
    <StudyStatsOverlay
      open={args.open}
      onOpenChange={args.onOpenChange}
      session={{ ...session, totalTime: 7384, focusTime: 6000, breakTime: 1384, streakDays: 42 }}
      metrics={{
        comprehensionScore: 62,
        engagementLevel: 'low',
        learningVelocity: 0.8,
        retentionRate: 55,
      }}
    />
  ),
  play: async () => {
    const view = within(await body().findByRole('dialog', { name: 'Study Session Statistics' }));
    await expect(view.getByText('2:03:04')).toBeVisible();
    await expect(view.getByText('1:40:00')).toBeVisible();
    await expect(view.getByText('Low')).toBeVisible();
    await expect(view.getByText('0.8x')).toBeVisible();
  },
};

export const StudyStatisticsMobile: Story = {
  ...StudyStatistics,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(
      await body().findByRole('dialog', { name: 'Study Session Statistics' }),
    ).toBeVisible();
  },
};
