import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, waitFor } from 'storybook/test';
import { CoverImage } from './cover-image';

// A tiny image made in place, so the story needs no network.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="teal"/></svg>',
  );

const meta = {
  title: 'Patterns/Cover Image',
  component: CoverImage,
  tags: ['autodocs'],
  args: { className: 'h-45 w-80 rounded-md' },
} satisfies Meta<typeof CoverImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A course picture that loads. */
export const Loaded: Story = {
  args: { src: PICTURE, alt: 'Course cover' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Course cover' })).toHaveAttribute(
      'data-state',
      'image',
    );
  },
};

/** No address: the brand-coloured placeholder, named when the picture carries meaning. */
export const Missing: Story = {
  args: { src: null, alt: 'Course cover' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Course cover' })).toHaveAttribute(
      'data-state',
      'fallback',
    );
  },
};

/** A broken address falls back to the placeholder (spec 2 section 8). */
export const Broken: Story = {
  args: { src: '/no-such-picture.png', alt: 'Course cover' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Course cover' })).toHaveAttribute(
        'data-state',
        'fallback',
      ),
    );
  },
};

/**
 * A page the server drew, its picture failing before the app starts (no React on it yet): the
 * placeholder covers the browser's broken-image icon and alt text from the first frame.
 */
export const BrokenBeforeTheAppStarts: Story = {
  args: { src: '/no-such-picture.webp', alt: 'Course cover' },
  render: (args) => (
    <div dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(<CoverImage {...args} />) }} />
  ),
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await waitFor(() => expect(image.complete && image.naturalWidth === 0).toBe(true));
    // A box is drawn over the failed image only then (a loaded image takes no ::after).
    const cover = getComputedStyle(image, '::after');
    await expect(cover.position).toBe('absolute');
    await expect(cover.width).toBe(getComputedStyle(image).width);
    await expect(cover.height).toBe(getComputedStyle(image).height);
    await expect(cover.backgroundImage).toMatch(/gradient/);
  },
};

/** Decorative (no alternative text): hidden from assistive technology either way. */
export const Decorative: Story = { args: { src: null } };
