import { buildProgressNodes, courseById, courseLessons } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProgressMap } from './progress-map';

function lessonsOf(id: string) {
  const course = courseById(id);
  if (!course) throw new Error(`No sample course ${id}`);
  return courseLessons(course);
}

// A fixed random source keeps the made-up completion rate (spec 1 §7) stable between runs.
const steady = () => 0.5;

const meta = {
  title: 'Player/Progress map',
  component: ProgressMap,
  tags: ['autodocs'],
  args: {
    nodes: buildProgressNodes(lessonsOf('course-1'), {
      currentLessonId: 'lesson-1-4',
      random: steady,
    }),
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div className="flex h-[28rem] flex-col">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three lessons done, the fourth open, the rest locked behind it. */
export const InProgress: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Learning Path' })).toBeVisible();
    const current = canvas.getByRole('button', { current: 'step' });
    await expect(current).toHaveTextContent('Incident Story: The Midnight Login');
    await expect(current).toHaveTextContent('Current');
    const locked = canvas.getByRole('button', { name: /How a Detection Pipeline Flows/ });
    await expect(locked).toBeDisabled();
    await expect(locked).toHaveTextContent('Locked');
    await userEvent.click(canvas.getByRole('button', { name: /Key Terms and Concepts/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('lesson-1-2');
  },
};

/** A new course: only the first node can be opened. */
export const NotStarted: Story = {
  args: {
    nodes: buildProgressNodes(lessonsOf('course-3'), {
      currentLessonId: 'lesson-3-1',
      random: steady,
    }),
  },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons[0]).toBeEnabled();
    for (const button of buttons.slice(1)) await expect(button).toBeDisabled();
  },
};

/** The lesson after the completed run is Available; reached with the keyboard. */
export const WithAvailableNode: Story = {
  args: {
    nodes: buildProgressNodes(lessonsOf('course-1'), {
      currentLessonId: 'lesson-1-1',
      random: steady,
    }),
  },
  play: async ({ canvas, args }) => {
    const available = canvas.getByRole('button', { name: /Incident Story.*Available/ });
    available.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('lesson-1-4');
    await expect(canvas.queryByRole('button', { current: 'step' })).toBeNull();
  },
};

/** Nodes with notes and bookmarks carry marks read as 'Has notes' and 'Has bookmarks'. */
export const WithNotesAndBookmarks: Story = {
  args: {
    nodes: buildProgressNodes(lessonsOf('course-1'), {
      currentLessonId: 'lesson-1-4',
      lessonIdsWithNotes: new Set(['lesson-1-1', 'lesson-1-4']),
      lessonIdsWithBookmarks: new Set(['lesson-1-1']),
      random: steady,
    }),
    title: 'Your path',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your path' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /AI and Cybersecurity.*Has notes.*Has bookmarks/ }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Has notes')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { nodes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No lessons yet.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On a phone the 4-column grid scrolls sideways inside its area. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const viewport = canvasElement.querySelector('[data-slot="progress-map-viewport"]');
    if (!(viewport instanceof HTMLElement)) throw new Error('no viewport');
    await expect(viewport.scrollWidth).toBeGreaterThan(viewport.clientWidth);
  },
};
