import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withSampleRouter } from '../samples/router.samples';
import { ProgramPage } from './program-page';
import {
  courseWithoutModules,
  sampleProgramPageData,
  sampleProgramPageProps,
} from './program-page.samples';

const meta = {
  title: 'Pages/Program page',
  component: ProgramPage,
  tags: ['autodocs'],
  decorators: [withSampleRouter],
  args: { ...sampleProgramPageProps(), onRetry: fn() },
} satisfies Meta<typeof ProgramPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Friday 10:00 Central: Thursday is completed, Session 1 is live, the rest counts down. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const hero = canvas.getByRole('region', { name: 'The Event Program' });
    await expect(within(hero).getByText('3 Live Events')).toBeVisible();
    await expect(within(hero).getByText('8 Hours')).toBeVisible();
    await expect(within(hero).getByRole('link', { name: 'View Program' })).toHaveAttribute(
      'href',
      '/program/courts-of-heaven/preview',
    );
    await expect(canvas.getByRole('heading', { name: 'Instructors' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'About the Program' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Live Events' })).toBeVisible();
    const friday = canvas.getByRole('list', { name: 'Friday, July 18, 2025' });
    const [dayStart, session1, session2] = within(friday).getAllByRole('listitem');
    await expect(dayStart).toHaveTextContent('Completed');
    await expect(session1).toHaveTextContent('Live now');
    await expect(session2).toHaveTextContent('Upcoming');
    await expect(session2).toHaveTextContent('Starts in 00h 45m 00s');
  },
};

export const Loading: Story = {
  args: { status: 'loading', program: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading program...');
  },
};

export const NotFound: Story = {
  args: { status: 'not-found', program: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Program not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const LoadError: Story = {
  args: { status: 'error', program: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the program.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Keyboard only: See Modules opens the course panel, Escape closes it and focus returns. */
export const CoursePanel: Story = {
  play: async ({ canvas }) => {
    const course = canvas.getByRole('article', { name: 'AI Fundamentals for Cybersecurity' });
    const seeModules = within(course).getByRole('button', { name: 'See Modules' });
    seeModules.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'AI Fundamentals for Cybersecurity' });
    await expect(within(panel).getByText('Foundations of AI Security')).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'View Course' })).toHaveAttribute(
      'href',
      '/course/course-1/preview',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(seeModules).toHaveFocus();
  },
};

/** The course panel left open, so the accessibility check covers it too. */
export const CoursePanelOpen: Story = {
  play: async ({ canvas }) => {
    const course = canvas.getByRole('article', { name: 'Full-Stack Web Development' });
    await userEvent.click(within(course).getByRole('button', { name: 'See Modules' }));
    const panel = await screen.findByRole('dialog', { name: 'Full-Stack Web Development' });
    await expect(within(panel).getByRole('heading', { name: 'Modules' })).toBeVisible();
  },
};

/** A course without modules says so; the panel's close button closes it. */
export const CoursePanelWithoutModules: Story = {
  play: async ({ canvas }) => {
    const course = canvas.getByRole('article', { name: courseWithoutModules.title });
    await userEvent.click(within(course).getByRole('button', { name: 'See Modules' }));
    const panel = await screen.findByRole('dialog', { name: courseWithoutModules.title });
    await expect(within(panel).getByText('No modules available for this course.')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The day before: every item is upcoming, with days in its countdown. */
export const BeforeTheEvent: Story = {
  args: { now: Date.parse('2025-07-16T12:00:00-06:00') },
  play: async ({ canvas }) => {
    const thursday = canvas.getByRole('list', { name: 'Thursday, July 17, 2025' });
    await expect(within(thursday).getAllByRole('listitem')[0]).toHaveTextContent(
      'Starts in 1d 05h 00m 00s',
    );
    await expect(canvas.queryByText('Live now')).toBeNull();
  },
};

/** Saturday evening: the last item stays live 2 hours, then everything is completed. */
export const AfterTheEvent: Story = {
  args: { now: Date.parse('2025-07-19T17:15:00-06:00') },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Upcoming')).toBeNull();
    await expect(canvas.queryByText('Live now')).toBeNull();
  },
};

/** Long titles, names and descriptions wrap instead of being clipped. */
export const LongContent: Story = {
  args: {
    program: {
      ...sampleProgramPageData,
      title:
        'The Event Program: Three Days of Live Learning, Guided Practice and Open Questions With the Whole Teaching Team',
      longDescription: sampleProgramPageData.longDescription.repeat(3),
      instructors: sampleProgramPageData.instructors.map((instructor, i) =>
        i === 0
          ? {
              ...instructor,
              name: 'Professor Dr. Maximiliana Alexandra Featherstonehaugh-Wolstenholme',
            }
          : instructor,
      ),
    },
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View Program' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'See Modules' })[0]).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
