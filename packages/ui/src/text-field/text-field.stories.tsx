import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', placeholder: 'you@university.edu', onChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard path: Tab focuses the input, typing reaches it. */
export const Focused: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ada@example.org');
    await expect(input).toHaveValue('ada@example.org');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  args: { description: 'We send the confirmation e-mail here.' },
};

export const Invalid: Story = {
  args: { required: true, error: 'Please enter a valid email address', defaultValue: 'ada@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.org' } };

export const HiddenLabel: Story = {
  args: { label: 'Search courses', hideLabel: true, type: 'text', placeholder: 'Search...' },
};

export const LongContent: Story = {
  args: {
    label: 'The e-mail address of the university administrator who receives the invitation',
    description:
      'The administrator receives a link to set a password and finish setting up the university. The link expires after seven days; a new one can be sent from the university list.',
    defaultValue:
      'a.very.long.address.for.the.administrator@the-international-university.example.org',
  },
};

export const Mobile: Story = {
  args: { required: true, error: 'Email is required' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6">
      <TextField label="First name" size="sm" />
      <TextField label="Last name" required />
      <TextField label="Email" type="email" description="Your university e-mail." size="lg" />
      <TextField label="Password" type="password" required error="Password is required" />
      <TextField label="Slug" disabled defaultValue="bright-minds" />
      <TextField label="Logo URL" type="url" placeholder="https://" />
    </div>
  ),
};
