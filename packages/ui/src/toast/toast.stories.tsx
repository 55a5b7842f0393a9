import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { readDocumentDirection } from '../direction';
import { preloadToastRegion, ToastProvider, useToast } from './toast';
import type { ToastOptions } from './use-toast-queue';

function Sender({ batch, label = 'Show toast' }: { batch: ToastOptions[]; label?: string }) {
  const { toast } = useToast();
  return <Button onClick={() => batch.forEach((options) => toast(options))}>{label}</Button>;
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  // The region loads with the first toast; load it first so the stories test behaviour.
  beforeEach: async () => {
    await preloadToastRegion();
  },
  tags: ['autodocs'],
  args: { limit: 3, position: 'top-end' },
  argTypes: {
    position: {
      control: 'select',
      options: [
        'top-end',
        'top-start',
        'top-center',
        'bottom-end',
        'bottom-start',
        'bottom-center',
      ],
    },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const saved: ToastOptions = {
  title: 'Live stream URL updated successfully!',
  variant: 'success',
};

function region() {
  return screen.getByRole('region', { name: /Notifications/ });
}

/** One toast, top-end (top-right left to right), closing after 3000 ms; Enter on the close button dismisses it. */
export const Default: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <div className="p-6">
        <Sender batch={[saved]} />
      </div>
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toasts = within(region());
    await expect(toasts.getByText('Live stream URL updated successfully!')).toBeVisible();
    const close = toasts.getByRole('button', { name: 'Close notification' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(region()).queryByText('Live stream URL updated successfully!')).toBeNull(),
    );
  },
};

/** Five toasts with a limit of three: two wait until earlier ones leave. */
export const Queued: Story = {
  render: (args) => (
    <ToastProvider {...args} duration={Infinity}>
      <div className="p-6">
        <Sender
          label="Show five"
          batch={[
            { title: 'Course saved', variant: 'success' },
            { title: 'Reminder set', variant: 'info' },
            { title: 'Storage almost full', variant: 'warning' },
            { title: 'An error occurred', variant: 'danger' },
            { title: 'Welcome back' },
          ]}
        />
      </div>
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show five' }));
    const toasts = within(region());
    await waitFor(() => expect(toasts.getAllByRole('listitem')).toHaveLength(3));
    await expect(toasts.queryByText('An error occurred')).toBeNull();
    await userEvent.click(toasts.getAllByRole('button', { name: 'Close notification' })[0]!);
    await waitFor(() => expect(toasts.getByText('An error occurred')).toBeVisible());
    await expect(toasts.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Every tone, kept open: the visual review matrix. */
export const AllStates: Story = {
  render: (args) => (
    <ToastProvider {...args} limit={5} duration={Infinity}>
      <div className="p-6">
        <Sender
          label="Show all"
          batch={[
            { title: 'Neutral', description: 'A plain notification.' },
            { title: 'Info', description: 'Toasts close after 5 seconds.', variant: 'info' },
            { title: 'Saved', description: 'Your notes were saved.', variant: 'success' },
            { title: 'Careful', description: 'The stream starts soon.', variant: 'warning' },
            {
              title: 'An error occurred',
              description:
                'A long description that wraps onto a second and third line to show the toast grows with its text.',
              variant: 'danger',
            },
          ]}
        />
      </div>
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(5));
  },
};

export const BottomStart: Story = {
  args: { position: 'bottom-start' },
  render: Default.render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(within(region()).getByText('Live stream URL updated successfully!')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...BottomStart,
  args: { position: 'top-end' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Drags an element `distance` px towards the line's end, the edge a top-end toast leaves by (the
 * right, or the left right to left), a frame between moves like a real pointer.
 */
async function drag(element: Element, towardsEnd: number) {
  const rect = element.getBoundingClientRect();
  const y = rect.top + rect.height / 2;
  const rtl = readDocumentDirection() === 'rtl';
  const startX = rtl ? rect.right - 20 : rect.left + 20;
  const distance = rtl ? -towardsEnd : towardsEnd;
  const init = { bubbles: true, pointerId: 1, pointerType: 'mouse', button: 0, clientY: y };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: startX }));
  for (let step = 1; step <= 10; step += 1) {
    element.dispatchEvent(
      new PointerEvent('pointermove', { ...init, clientX: startX + (distance * step) / 10 }),
    );
    await nextFrame();
  }
  element.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: startX + distance }));
  await nextFrame();
}

/**
 * Dragged 75% of its width the toast springs back; dragged 85% it is dismissed. (85% of this
 * toast is less than the provider's starting threshold, so this also shows the threshold is
 * taken from the dragged toast's own width.)
 */
export const SwipeToDismiss: Story = {
  render: (args) => (
    <ToastProvider {...args} duration={Infinity}>
      <div className="p-6">
        <Sender batch={[saved]} />
      </div>
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await within(region()).findByRole('listitem');
    const width = toast.getBoundingClientRect().width;
    await drag(toast, width * 0.75);
    await expect(toast).toBeInTheDocument();
    await expect(toast).toHaveAttribute('data-swipe', 'cancel');
    await drag(toast, width * 0.85);
    await waitFor(() => expect(within(region()).queryByRole('listitem')).toBeNull());
  },
};
