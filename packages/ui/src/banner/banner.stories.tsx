import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { Banner } from './banner';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: { variant: 'success', children: 'Live stream URL updated successfully!' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['success', 'error', 'warning', 'info', 'impersonation'],
    },
  },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The video administration page's success message (spec 2 §10). */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Live stream URL updated successfully!',
    );
  },
};

export const ErrorMessage: Story = {
  args: { variant: 'error', title: 'An error occurred', children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
  },
};

export const Warning: Story = {
  args: { variant: 'warning', children: 'This university is suspended.' },
};
export const Info: Story = {
  args: { variant: 'info', title: 'Heads up', children: 'Toasts close after 5 seconds.' },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: 'Dismiss' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Spec 2 §2.12: amber, with the start time and an End Session button. */
export const Impersonation: Story = {
  args: {
    variant: 'impersonation',
    title: 'Impersonating Northwind University Administrator',
    children: 'Started at 10:42 AM',
    action: (
      <Button size="sm" variant="outline">
        End Session
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'End Session' })).toBeVisible();
  },
};

export const ImpersonationMobile: Story = {
  ...Impersonation,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const LongContent: Story = {
  args: {
    variant: 'warning',
    title: 'A long title that goes on to show wrapping in a narrow column',
    children:
      'A long message that wraps over several lines. The icon stays at the top, the text wraps and the dismiss button stays at the end of the first line.',
    onDismiss: fn(),
  },
};

/** Every variant with and without title, action and dismiss: the visual review matrix. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-3">
      {(['success', 'error', 'warning', 'info', 'impersonation'] as const).map((variant) => (
        <Banner
          key={variant}
          variant={variant}
          title={`${variant} title`}
          onDismiss={() => {}}
          dismissLabel={`Dismiss ${variant}`}
          action={
            <Button size="sm" variant="outline">
              Action
            </Button>
          }
        >
          A {variant} message.
        </Banner>
      ))}
    </div>
  ),
};
