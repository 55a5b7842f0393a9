import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldFrame, fieldControlVariants, useField } from './field';

interface ExampleProps {
  label: string;
  description?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A native input wired through `useField`, the way every field of the design system is. */
function ExampleField({ label, description, error, required, disabled }: ExampleProps) {
  const field = useField({
    hasDescription: Boolean(description),
    hasError: Boolean(error),
    required,
  });
  return (
    <FieldFrame
      field={field}
      label={label}
      description={description}
      error={error}
      disabled={disabled}
      className="max-w-sm"
    >
      <input
        className={fieldControlVariants()}
        required={required}
        disabled={disabled}
        {...field.controlProps}
      />
    </FieldFrame>
  );
}

const meta = {
  title: 'Forms/Field',
  component: ExampleField,
  tags: ['autodocs'],
  args: { label: 'Email' },
} satisfies Meta<typeof ExampleField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: {
    label: 'Password',
    description: 'Use at least 8 characters, one capital letter, and a number.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Use at least 8 characters, one capital letter, and a number.',
    );
  },
};

export const Invalid: Story = {
  args: { error: 'Email is required', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Email is required');
  },
};

export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6">
      <ExampleField label="First name" />
      <ExampleField label="Last name" required />
      <ExampleField label="Email" description="We send the confirmation here." />
      <ExampleField label="Password" required error="Password must be at least 8 characters" />
      <ExampleField label="Organization" disabled />
    </div>
  ),
};
