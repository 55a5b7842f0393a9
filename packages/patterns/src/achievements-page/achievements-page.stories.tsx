import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSampleRouter } from '../samples/router.samples';
import { AchievementsPage } from './achievements-page';
import { sampleCertificates, sampleNextCertificate } from './achievements-page.samples';

const meta = {
  title: 'Pages/Achievements',
  component: AchievementsPage,
  tags: ['autodocs'],
  decorators: [withSampleRouter],
  args: {
    status: 'ready',
    certificates: sampleCertificates,
    next: sampleNextCertificate,
    onRetry: fn(),
  },
} satisfies Meta<typeof AchievementsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Certificates and the progress toward the next. */
export const List: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Your certificates' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Issued 5 January 2026')).toBeVisible();
    const download = canvas.getByRole('link', {
      name: 'Download PDF: the certificate of Data Storytelling',
    });
    await expect(download).toHaveAttribute(
      'href',
      '/api/v1/certificates/Qm9va3MtYW5kLWNvZmZlZQ/pdf',
    );
    await expect(download).toHaveAttribute('download');
    await expect(
      canvas.getByRole('link', {
        name: 'Verification page: the certificate of Data Storytelling (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://learn.example.edu/verify/Qm9va3MtYW5kLWNvZmZlZQ');
  },
};

/** The progress card alone: no certificate yet, one course under way. */
export const Progress: Story = {
  args: { certificates: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Progress in AI Fundamentals for Cybersecurity' }),
    ).toHaveAttribute('aria-valuenow', '60');
    await userEvent.click(canvas.getByRole('link', { name: 'Continue Learning' }));
    await expect(canvas.getByText('/course/course-1')).toBeInTheDocument();
    await expect(canvas.getByText('No certificates yet')).toBeVisible();
  },
};

/** Nothing earned and nothing under way. */
export const Empty: Story = {
  args: { certificates: [], next: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No certificates yet')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading achievements...');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your achievements.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Long course titles wrap instead of being clipped. */
export const LongContent: Story = {
  args: {
    certificates: sampleCertificates.map((each) => ({
      ...each,
      courseTitle: `${each.courseTitle}: an Extended Professional Certificate Programme in Applied Practice`,
    })),
    next: {
      ...sampleNextCertificate,
      courseTitle: 'Adversarial Machine Learning for Network Defence and Incident Response',
    },
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Issued 5 January 2026')).toBeVisible();
  },
};

/** Every state, one under the other: checked in every brand, light and dark. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col divide-y divide-border">
      <AchievementsPage {...args} />
      <AchievementsPage {...args} certificates={[]} texts={{ title: 'Progress only' }} />
      <AchievementsPage {...args} certificates={[]} next={null} texts={{ title: 'Empty' }} />
      <AchievementsPage {...args} status="loading" texts={{ title: 'Loading' }} />
      <AchievementsPage {...args} status="error" texts={{ title: 'Error' }} />
    </div>
  ),
};
