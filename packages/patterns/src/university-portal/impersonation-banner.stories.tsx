import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ImpersonationBanner } from './impersonation-banner';
import { sampleImpersonationBannerProps } from './university-portal.samples';

const meta = {
  title: 'Patterns/Impersonation Banner',
  component: ImpersonationBanner,
  tags: ['autodocs'],
  // It spans the top of the app's pages, edge to edge.
  parameters: { layout: 'fullscreen' },
  args: { ...sampleImpersonationBannerProps(), onEnd: fn() },
} satisfies Meta<typeof ImpersonationBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The banner reaches no further than the screen, and End Session is fully on it. */
async function expectFits(canvasElement: HTMLElement) {
  const banner = canvasElement.querySelector<HTMLElement>('[data-slot=impersonation-banner]')!;
  await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const end = banner.querySelector('button')!.getBoundingClientRect();
  await expect(end.right).toBeLessThanOrEqual(banner.getBoundingClientRect().right);
}

/** Spec 2 §2.12: amber, who is impersonated, since when, End Session. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('Impersonating Lakeside State University Administrator');
    await expect(banner).toHaveTextContent('Started at 10:42 AM');
    await expect(banner.querySelector('time')).toHaveAttribute('datetime', args.startedAt);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'End Session' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnd).toHaveBeenCalledOnce();
  },
};

/** End Session while the app ends the session: busy until its promise settles. */
export const Ending: Story = {
  args: { onEnd: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'End Session' }));
    const busy = canvas.getByRole('button', { name: 'Ending session...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onEnd).toHaveBeenCalledOnce();
  },
};

/** Ending failed: the banner stays and says so. */
export const EndFails: Story = {
  args: { onEnd: fn(() => Promise.reject(new Error('Offline'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'End Session' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not end the session. Please try again.',
    );
  },
};

/** At 375 px the line wraps; nothing is clipped. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectFits(canvasElement);
  },
};

export const LongName: Story = {
  args: {
    universityName:
      'The Royal and Ancient Polytechnic University of the Northern Territories and Islands',
  },
  play: async ({ canvasElement }) => {
    await expectFits(canvasElement);
  },
};

export const LongNamePhone: Story = {
  args: { universityName: 'Hochschulrechenzentrumsverwaltungsuniversitätsklinikum' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectFits(canvasElement);
  },
};
