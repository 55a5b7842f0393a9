import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { sampleHrefs } from '../samples/paths.samples';
import { withSampleRouter } from '../samples/router.samples';
import { ResetSuccess } from './reset-success';

const meta = {
  title: 'Auth/ResetSuccess',
  component: ResetSuccess,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: sampleHrefs.resetSuccess,
  decorators: [withSampleRouter],
} satisfies Meta<typeof ResetSuccess>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Password Updated Successfully' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** Tab reaches 'Return to Login'; Enter follows it through the app's router. */
export const KeyboardReachable: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Return to Login' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('/login')).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
