import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LessonNotesPanel } from './lesson-notes';
import { exampleBookmarks, exampleNotes, longNote, manyNotes } from './lesson-notes.samples';

const meta = {
  title: 'Player/Notes and bookmarks',
  component: LessonNotesPanel,
  tags: ['autodocs'],
  args: {
    notes: exampleNotes,
    bookmarks: exampleBookmarks,
    currentTime: 65,
    onAddNote: fn(),
    onAddBookmark: fn(),
    onDeleteNote: fn(),
    onDeleteBookmark: fn(),
    onSeek: fn(),
  },
  decorators: [
    // The study panel's default width (spec 1 §9: 300 px) and a fixed height, as in the player.
    (Story, { parameters }) => (
      <div
        className={`flex h-[36rem] flex-col ${parameters.fullWidth === true ? 'w-full' : 'w-[300px]'}`}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LessonNotesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest note first; adding trims the text and clears the field. */
export const Notes: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Notes', selected: true })).toBeVisible();
    const items = canvas
      .getAllByRole('listitem')
      .filter((item) => item.dataset.slot === 'lesson-note');
    await expect(items[0]).toHaveTextContent('Ask the team');
    const field = canvas.getByRole('textbox', { name: 'New note' });
    await userEvent.type(field, '  Check the thresholds  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Note' }));
    await expect(args.onAddNote).toHaveBeenCalledWith('Check the thresholds');
    await expect(field).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to 1:35' }));
    await expect(args.onSeek).toHaveBeenCalledWith(95);
  },
};

/** Nothing yet: whitespace alone cannot be added. */
export const EmptyNotes: Story = {
  args: { notes: [], bookmarks: [], currentTime: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No notes yet.')).toBeVisible();
    await expect(canvas.getByText('Taken at 0:00')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'New note' }), '   ');
    await expect(canvas.getByRole('button', { name: 'Add Note' })).toBeDisabled();
    await expect(args.onAddNote).not.toHaveBeenCalled();
  },
};

/** Twenty notes scroll inside the panel. */
export const ManyNotes: Story = {
  args: { notes: manyNotes },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Notes' });
    const [list] = within(panel).getAllByRole('list');
    if (!list) throw new Error('no list');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    // The note field stays in view above the scrolling list.
    await expect(within(panel).getByRole('textbox', { name: 'New note' })).toBeVisible();
    await expect(within(panel).getAllByRole('button', { name: /^Delete note:/ })).toHaveLength(20);
  },
};

/** A note over 100 characters shows its preview and expands on request. */
export const LongNote: Story = {
  args: { notes: [longNote, ...exampleNotes] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Follow-up: review/)).toBeNull();
    const more = canvas.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getByText(/Follow-up: review/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** The Bookmarks tab: add at the current time, seek to one, delete one. */
export const Bookmarks: Story = {
  args: { defaultTab: 'bookmarks' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Bookmarks', selected: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Bookmark current time (1:05)' }));
    await expect(args.onAddBookmark).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to 1:44' }));
    await expect(args.onSeek).toHaveBeenCalledWith(104);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete bookmark: Definition of anomaly detection' }),
    );
    await expect(args.onDeleteBookmark).toHaveBeenCalledWith('bookmark-1');
  },
};

export const EmptyBookmarks: Story = {
  args: { bookmarks: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Bookmarks' }));
    await expect(canvas.getByText('No bookmarks yet.')).toBeVisible();
  },
};

/** On a phone the panel takes the full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { fullWidth: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Notes and bookmarks' })).toBeVisible();
  },
};
