import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BrandMark } from './brand-mark';
import { brokenLogoUrl, sampleLogoUrl } from './brand-mark.samples';

const meta = {
  title: 'Patterns/Brand Mark',
  component: BrandMark,
  args: { productName: 'Northbridge Learning' },
  render: (args) => (
    <span className="flex items-center gap-2 font-semibold text-text">
      <BrandMark {...args} />
      {args.productName}
    </span>
  ),
} satisfies Meta<typeof BrandMark>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No logo: the first letter on the primary colour. */
export const LetterTile: Story = {};

export const WithLogo: Story = { args: { logoUrl: sampleLogoUrl } };

export const Small: Story = { args: { logoUrl: sampleLogoUrl, size: 'sm' } };

/** A logo address that fails is hidden, and the letter tile stands in (spec 2 §8). */
export const BrokenLogo: Story = {
  args: { logoUrl: brokenLogoUrl },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="brand-mark"]')?.tagName).toBe('SPAN'),
    );
  },
};
