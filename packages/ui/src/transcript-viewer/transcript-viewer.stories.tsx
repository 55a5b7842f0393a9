import { sampleTranscriptSegments } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, fn, userEvent, waitFor, within } from 'storybook/test';
import { arrowKeyTowards, readDocumentDirection } from '../direction';
import { generateTranscriptSegments } from './generate-segments';
import { TranscriptViewer } from './transcript-viewer';

const meta = {
  title: 'Learning/TranscriptViewer',
  component: TranscriptViewer,
  tags: ['autodocs'],
  args: {
    segments: sampleTranscriptSegments,
    onSeek: fn(),
    onAddNote: fn(),
    onToggleBookmark: fn(),
  },
} satisfies Meta<typeof TranscriptViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(sampleTranscriptSegments.length);
    await userEvent.click(rows[1]!);
    await expect(args.onSeek).toHaveBeenCalledWith(15, sampleTranscriptSegments[1]);
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
  },
};

export const Playing: Story = { args: { currentTime: 40 } };

export const Searching: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search transcript' }), 'model');
    await waitFor(() =>
      expect(canvas.getAllByText(/model/i, { selector: 'mark' }).length).toBeGreaterThan(0),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/segments?$/);
  },
};

export const NoMatchForQuery: Story = {
  args: { defaultQuery: 'quantum' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No transcript segments found for "quantum"')).toBeVisible();
  },
};

export const NoMatchForFilters: Story = {
  args: { segments: sampleTranscriptSegments.filter((s) => s.importance !== 'low') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Importance' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Low' }));
    await expect(
      canvas.getByText('No transcript segments found matching your criteria.'),
    ).toBeVisible();
  },
};

export const Empty: Story = { args: { segments: [] } };

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args }) => {
    const rows = canvas.getAllByRole('row');
    rows[0]!.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getAllByRole('row')[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSeek).toHaveBeenCalledWith(
      sampleTranscriptSegments[2]!.startTime,
      sampleTranscriptSegments[2],
    );
    // Into the row's buttons the way its text runs: Right, or Left right to left.
    const forward = `{${arrowKeyTowards('forward', readDocumentDirection())}}`;
    await userEvent.keyboard(forward);
    await expect(within(canvas.getAllByRole('row')[2]!).getAllByRole('button')[0]).toHaveFocus();
    await userEvent.keyboard(`${forward}{Enter}`);
    await expect(args.onToggleBookmark).toHaveBeenCalledWith(sampleTranscriptSegments[2]);
  },
};

export const WithNotesAndBookmarks: Story = {
  args: {
    notes: {
      'segment-2':
        'Anomaly detection needs a baseline of normal traffic; revisit this before the quiz on Thursday and compare with the lab results.',
    },
    bookmarkedIds: ['segment-2', 'segment-5'],
  },
};

export const LargeText: Story = { args: { defaultFontSize: 'large', currentTime: 20 } };

const longSegments = generateTranscriptSegments(5000);

export const LongTranscript: Story = {
  args: { segments: longSegments, currentTime: 6 * 2500 + 1 },
  play: async ({ canvas }) => {
    // Only a window of the 5,000 rows is mounted, and the playing one is scrolled into it.
    const grid = canvas.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '5000');
    await waitFor(() => expect(canvas.getByText(/\(part 2501\)/)).toBeVisible());
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
  },
};

function FollowAlong() {
  const [time, setTime] = useState(0);
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-sm">
        <button
          type="button"
          className="rounded-md border border-border-strong px-3 py-1"
          onClick={() => setTime((t) => t + 6 * 40)}
        >
          Play 4 minutes on
        </button>
        <span>Time: {time} s</span>
      </div>
      <TranscriptViewer
        segments={longSegments}
        currentTime={time}
        onSeek={(start) => setTime(start)}
      />
    </div>
  );
}

/** Auto-scroll follows the time; scrolling by hand pauses it until 'Resume auto-scroll'. */
export const FollowsPlayback: Story = {
  render: () => <FollowAlong />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play 4 minutes on' }));
    await waitFor(() => expect(canvas.getByText(/\(part 41\)/)).toBeVisible());
    const scroller = canvas.getByRole('grid').parentElement!;
    scroller.dispatchEvent(new WheelEvent('wheel', { bubbles: true, deltaY: 400 }));
    const resume = await canvas.findByRole('button', { name: 'Resume auto-scroll' });
    await userEvent.click(canvas.getByRole('button', { name: 'Play 4 minutes on' }));
    await userEvent.click(resume);
    await waitFor(() => expect(canvas.getByText(/\(part 81\)/)).toBeVisible());
  },
};

export const Mobile: Story = {
  args: { currentTime: 20 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Font sizes and states side by side for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-4 lg:grid-cols-3">
      <TranscriptViewer {...args} defaultFontSize="small" currentTime={20} height="h-96" />
      <TranscriptViewer
        {...args}
        defaultFontSize="medium"
        bookmarkedIds={['segment-1']}
        height="h-96"
      />
      <TranscriptViewer {...args} defaultFontSize="large" defaultQuery="zzz" height="h-96" />
    </div>
  ),
};
