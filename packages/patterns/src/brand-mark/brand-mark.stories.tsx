import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
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

/**
 * A page the server drew, its logo failing before the app starts (no React on it yet): the
 * letter tile covers the browser's broken-image icon from the first frame.
 */
export const BrokenLogoBeforeTheAppStarts: Story = {
  args: { logoUrl: brokenLogoUrl },
  render: (args) => (
    <span
      className="flex items-center gap-2 font-semibold text-text"
      dangerouslySetInnerHTML={{
        __html: renderToStaticMarkup(
          <>
            <BrandMark {...args} />
            {args.productName}
          </>,
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const logo = canvasElement.querySelector('img')!;
    await waitFor(() => expect(logo.complete && logo.naturalWidth === 0).toBe(true));
    // A box is drawn over the failed image only then (a loaded image takes no ::after).
    const tile = getComputedStyle(logo, '::after');
    await expect(tile.content).toBe('"N"');
    await expect(tile.width).toBe(getComputedStyle(logo).width);
    await expect(tile.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};
