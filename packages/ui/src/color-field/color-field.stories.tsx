import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ColorField } from './color-field';

const meta = {
  title: 'Forms/ColorField',
  component: ColorField,
  tags: ['autodocs'],
  args: {
    label: 'Primary Color',
    defaultValue: '#1E40AF',
    onValueChange: fn(),
    write: fn(() => Promise.resolve()),
    resetAfter: 300,
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof ColorField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard path: Tab through picker, text and copy; Enter copies and the button says Copied. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Primary Color picker')).toHaveFocus();
    await userEvent.tab();
    const text = canvas.getByRole('textbox', { name: 'Primary Color' });
    await expect(text).toHaveFocus();
    await userEvent.clear(text);
    await userEvent.keyboard('#0f766e');
    await expect(canvas.getByLabelText('Primary Color picker')).toHaveValue('#0f766e');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.write).toHaveBeenCalledWith('#0f766e');
    await expect(canvas.getByRole('button', { name: 'Copied Primary Color' })).toBeVisible();
    // resetAfter is shortened to 300 ms in stories; the app uses the 2000 ms token.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Copy Primary Color' })).toBeVisible(),
    );
  },
};

export const Copied: Story = {
  args: { resetAfter: 60_000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Primary Color' }));
    await expect(canvas.getByRole('button', { name: 'Copied Primary Color' })).toBeVisible();
  },
};

/** Free text is accepted (spec 2 §5); the picker falls back to black. */
export const FreeText: Story = { args: { defaultValue: 'tomato-ish' } };
export const WithDescription: Story = { args: { description: 'Buttons, links and focus rings.' } };
export const Invalid: Story = {
  args: { error: 'Use a hex colour such as #1E40AF', defaultValue: '#12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Primary Color' })).toBeInvalid();
  },
};
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongContent: Story = {
  args: {
    label: 'Secondary colour used for highlights, badges and the progress map',
    description: 'Text on this colour is adjusted automatically to stay readable.',
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-6">
      <ColorField {...args} label="Primary Color" defaultValue="#1E40AF" />
      <ColorField {...args} label="Secondary Color" defaultValue="#6B7280" required />
      <ColorField {...args} label="Accent Color" defaultValue="#abc" />
      <ColorField {...args} label="Invalid Color" defaultValue="#12" error="Use a hex colour" />
      <ColorField {...args} label="Disabled Color" defaultValue="#0f766e" disabled />
    </div>
  ),
};
