import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { arrowKeyTowards, readDocumentDirection } from '../direction';
import { Carousel } from './carousel';

/** How far a row has scrolled from its start, left to right or right to left (negative there). */
const scrolled = (row: HTMLElement) => Math.abs(Math.round(row.scrollLeft));
/** The arrow key that moves forward on this page: Right, or Left right to left. */
const forwardKey = () => `{${arrowKeyTowards('forward', readDocumentDirection())}}`;

// Card plus the 16 px gap equals the scroll step, so a step lands on a snap point.
function CourseCard({
  title,
  index,
  width = 304,
}: {
  title: string;
  index: number;
  width?: number;
}) {
  return (
    <article
      style={{ width }}
      className="grid h-40 content-between rounded-lg border border-border bg-surface-raised p-4"
    >
      <h3 className="text-base font-semibold text-text">{title}</h3>
      <p className="text-sm text-text-muted">Course {index + 1}</p>
    </article>
  );
}

const titles = [
  'Introduction to AI',
  'Cybersecurity Basics',
  'Data Science with Python',
  'Cloud Fundamentals',
  'UX Research Methods',
  'Project Management',
  'Machine Learning in Practice',
  'Ethics of Technology',
  'Advanced Networking',
  'Statistics Refresher',
];
const courseCards = (n: number, width?: number) =>
  titles.slice(0, n).map((t, i) => <CourseCard key={t} title={t} index={i} width={width} />);

const meta = {
  title: 'Layout/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: {
    label: 'You Might Like',
    heading: <h2 className="text-lg font-semibold text-text">You Might Like</h2>,
    children: courseCards(10),
  },
  decorators: [
    (Story) => (
      <div className="w-[960px] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: { getByRole: (role: string, o?: object) => HTMLElement }) =>
  canvas.getByRole('list', { name: 'You Might Like' });

/** Ten courses given, eight shown; Next scrolls 320 px, Previous comes back. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    const scroller = list(canvas);
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(next);
    await waitFor(() => expect(scrolled(scroller)).toBe(320));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(scrolled(scroller)).toBe(0));
  },
};

/** The list takes focus; arrow keys scroll it, End reaches the last card and disables Next. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const scroller = list(canvas);
    scroller.focus();
    await userEvent.keyboard(forwardKey());
    await waitFor(() => expect(scrolled(scroller)).toBe(320));
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true'),
    );
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(scrolled(scroller)).toBe(0));
  },
};

/** Next-step cards: 300 px steps and arrows only with more than 3 cards. */
export const NextStepsFour: Story = {
  args: {
    label: 'Next steps',
    heading: undefined,
    step: 300,
    minItemsForArrows: 3,
    children: courseCards(4, 284),
    className: 'w-[640px]',
  },
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('list', { name: 'Next steps' });
    const next = await canvas.findByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(next);
    await waitFor(() => expect(scrolled(scroller)).toBe(300));
  },
};

/** Three next-step cards: no arrows. */
export const NextStepsThree: Story = {
  args: {
    label: 'Next steps',
    heading: undefined,
    step: 300,
    minItemsForArrows: 3,
    children: courseCards(3, 284),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  },
};

/** Everything fits: no arrows. */
export const FitsWithoutArrows: Story = {
  args: { children: courseCards(2) },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument(),
    );
  },
};

/** On a phone the row swipes; the arrows stay for keyboard and pointer users. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Next' })).toBeVisible();
  },
};

/** Italian labels, as the catalogue's Retry (Riprova) is. */
export const OtherLabels: Story = {
  args: { previousLabel: 'Precedente', nextLabel: 'Successivo' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Successivo' })).toBeVisible();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-8">
      <Carousel {...args} label="Eight courses" />
      <Carousel
        {...args}
        label="Four next steps"
        heading={undefined}
        step={300}
        minItemsForArrows={3}
      >
        {courseCards(4, 284)}
      </Carousel>
      <Carousel {...args} label="Two courses" heading={undefined}>
        {courseCards(2)}
      </Carousel>
    </div>
  ),
};
