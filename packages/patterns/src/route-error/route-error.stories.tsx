import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { samplePaths } from '../samples/paths.samples';
import { withSampleRouter } from '../samples/router.samples';
import { RouteError } from './route-error';

const meta = {
  title: 'Pages/Route error',
  component: RouteError,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { kind: 'unknown', backHref: samplePaths.dashboard, onRetry: fn() },
  decorators: [withSampleRouter],
} satisfies Meta<typeof RouteError>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** The page's code changed while it was open (a failed chunk): Reload, from the keyboard. */
export const Chunk: Story = {
  args: { kind: 'chunk', onReload: fn() },
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'A new version is available' });
    await expect(title).toHaveFocus();
    await expect(
      canvas.getByText(
        'This page was updated while it was open. Reload to get the latest version.',
      ),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.kind === 'chunk' && args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** No page at this address: only the way back, which follows the router. */
export const NotFound: Story = {
  args: { kind: 'not-found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveFocus();
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.tab();
    const back = canvas.getByRole('link', { name: 'Back to Dashboard' });
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(samplePaths.dashboard)).toBeInTheDocument();
  },
};

/** Anything else: Try again, or go back; never a stack trace. */
export const Unknown: Story = {
  args: { kind: 'unknown', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toHaveFocus();
    await expect(
      canvas.getByText('This page could not be shown. Try again, or go back to the dashboard.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.kind === 'unknown' && args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      samplePaths.dashboard,
    );
  },
};

/** A deployment's own words. */
export const CustomTexts: Story = {
  args: {
    kind: 'not-found',
    title: 'Seite nicht gefunden',
    message: 'Diese Seite gibt es nicht.',
    backLabel: 'Zur Übersicht',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Übersicht' })).toBeVisible();
  },
};

export const ChunkPhone: Story = { ...Chunk, globals: mobile };
export const NotFoundPhone: Story = { ...NotFound, globals: mobile };
export const UnknownPhone: Story = { ...Unknown, globals: mobile };

/** Inside a page that has its own main landmark (a nested route's error element). */
export const InsideAPage: Story = {
  args: { kind: 'not-found', placement: 'section' },
  render: (args) => (
    <main aria-label="Page">
      <RouteError {...args} />
    </main>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
  },
};

/** Every kind, one under the other, for review. */
export const AllStates: Story = {
  render: () => (
    <main className="flex flex-col divide-y divide-border">
      <RouteError
        kind="chunk"
        onReload={() => {}}
        backHref={samplePaths.dashboard}
        placement="section"
      />
      <RouteError kind="not-found" backHref={samplePaths.dashboard} placement="section" />
      <RouteError
        kind="unknown"
        onRetry={() => {}}
        backHref={samplePaths.dashboard}
        placement="section"
      />
    </main>
  ),
};
