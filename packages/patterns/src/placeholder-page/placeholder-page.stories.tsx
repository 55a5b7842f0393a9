import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlaceholderPage } from './placeholder-page';
import { sampleHrefs } from '../samples/paths.samples';

const meta = {
  title: 'Pages/Placeholder page',
  component: PlaceholderPage,
  tags: ['autodocs'],
  args: {
    ...sampleHrefs.toDashboard,
    title: 'Career dashboard',
    subtitle: 'This area is being built. Check back soon.',
  },
} satisfies Meta<typeof PlaceholderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Career dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const TitleOnly: Story = { args: { title: 'Community', subtitle: undefined } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const LongText: Story = {
  args: {
    title:
      'Application tracker for every internship, graduate role and research position you apply to',
    subtitle:
      'Keep every application in one place: where you applied, when you heard back, who you spoke to and what comes next. This area is being built.',
  },
};
