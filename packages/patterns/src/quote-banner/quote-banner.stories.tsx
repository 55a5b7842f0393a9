import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleQuote } from '../dashboard-learner/dashboard-learner.samples';
import { QuoteBanner } from './quote-banner';

const meta = {
  title: 'Dashboard/Quote banner',
  component: QuoteBanner,
  tags: ['autodocs'],
  args: { quote: sampleQuote.text, author: sampleQuote.author },
} satisfies Meta<typeof QuoteBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure')).toHaveTextContent(sampleQuote.author);
  },
};

export const WithoutAuthor: Story = { args: { author: undefined } };

export const LongContent: Story = {
  args: { quote: `${sampleQuote.text} `.repeat(5).trim() },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
