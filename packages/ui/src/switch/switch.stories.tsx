import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Email notification', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard path: Tab focuses, Space switches on. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const control = canvas.getByRole('switch', { name: 'Email notification' });
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = {
  args: { label: 'Read receipt', description: 'Know when students open the message.' },
};
export const LabelFirst: Story = {
  args: { labelPosition: 'start', containerClassName: 'max-w-sm' },
};
export const Invalid: Story = {
  args: { error: 'Notifications are off for this university', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true } };
export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };
export const LongContent: Story = {
  args: {
    label: 'Send an e-mail notification to every student and teacher of the selected audience',
    description: 'They receive the subject and the first lines of the message with a link to it.',
    containerClassName: 'max-w-sm',
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-3">
      <Switch label="Off" />
      <Switch label="On" defaultChecked />
      <Switch label="Required" required />
      <Switch label="Invalid" error="Not available" />
      <Switch label="Disabled" disabled />
      <Switch label="Disabled on" disabled defaultChecked />
      <Switch aria-label="Label-less" />
    </div>
  ),
};
