import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from './text-area';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Description' },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await expect(area).toHaveFocus();
    await userEvent.keyboard('Line one{Enter}Line two');
    await expect(area).toHaveValue('Line one\nLine two');
  },
};

export const WithDescription: Story = { args: { description: 'Shown on the university card.' } };

export const Invalid: Story = {
  args: { label: 'Content', required: true, error: 'Content is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Content' })).toBeInvalid();
  },
};

export const Required: Story = { args: { required: true } };
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'A university of applied sciences.' },
};

export const LongContent: Story = {
  args: {
    rows: 6,
    defaultValue: Array.from(
      { length: 12 },
      () => 'Bright Minds University offers programs in engineering, design and business.',
    ).join(' '),
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6">
      <TextArea label="Notes" />
      <TextArea label="Message" required description="Sent by e-mail." />
      <TextArea label="Content" required error="Content is required" />
      <TextArea label="Archived" disabled defaultValue="Read only." resizable={false} />
    </div>
  ),
};
