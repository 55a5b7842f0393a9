import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NewPasswordField } from './new-password-field';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard path: Tab to the input, type, Tab to the toggle, Space shows, Space hides. */
export const ToggleFromKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Secret12');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** NewPasswordField: a password being chosen, with the spec's hint and the strength meter. */
export const WithStrength: Story = {
  args: { label: 'New password' },
  render: (args) => <NewPasswordField {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'Abcdef1!');
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong',
    );
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Password must be at least 8 characters', defaultValue: 'short' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Password/)).toBeInvalid();
  },
};

export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret' } };
export const Shown: Story = { args: { defaultVisible: true, defaultValue: 'Visible1!' } };

export const LongContent: Story = {
  args: {
    label: 'Choose a password for your new account at the university',
    defaultValue: 'averyveryverylongpasswordthatkeepsgoingandgoingA1!',
  },
  render: (args) => <NewPasswordField {...args} />,
};

/** Every level of the meter at its boundary: 1 to 5 of the 5 rules. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6">
      {['a', 'aB', 'aB1', 'aB1!', 'aB1!efgh'].map((password) => (
        <div key={password} className="grid gap-1">
          <span className="font-mono text-sm text-text">{password}</span>
          <PasswordStrengthMeter password={password} />
        </div>
      ))}
      <PasswordField label="Password" required />
      <PasswordField label="Password" required error="Password is required" />
      <PasswordField label="Password" disabled defaultValue="secret" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const meters = within(canvasElement).getAllByRole('meter');
    await expect(meters.map((meter) => meter.getAttribute('aria-valuetext'))).toEqual([
      'Weak',
      'Fair',
      'Good',
      'Strong',
      'Strong',
    ]);
  },
};
