import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RadioGroup, RadioGroupItem } from './radio-group';

const periods = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: '1y', label: 'Last year' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Period',
    defaultValue: '30d',
    onValueChange: fn(),
    children: periods.map((period) => (
      <RadioGroupItem key={period.value} value={period.value} label={period.label} />
    )),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard path: Tab lands on the checked radio, arrows move the choice. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Last 30 days' })).toHaveFocus();
    // Held like a real key: Radix checks the radio it focuses while an arrow key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Last 90 days' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenCalledWith('90d');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const WithDescription: Story = {
  args: { description: 'The analytics refresh for the chosen period.' },
};
export const Invalid: Story = {
  args: { defaultValue: undefined, required: true, error: 'Choose a period' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Period' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongContent: Story = {
  args: {
    label: 'Which students receive the message',
    defaultValue: 'at-risk',
    children: [
      <RadioGroupItem
        key="all"
        value="students"
        label="Students"
        description="Every student enrolled in at least one course of this university this term."
      />,
      <RadioGroupItem
        key="risk"
        value="at-risk"
        label="At-risk students"
        description="Students whose progress or attendance fell below the threshold in the last 30 days."
      />,
      <RadioGroupItem key="teachers" value="teachers" label="Teachers" />,
    ],
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6">
      <RadioGroup label="Format" defaultValue="pdf" orientation="horizontal">
        <RadioGroupItem value="pdf" label="PDF" />
        <RadioGroupItem value="excel" label="Excel" />
        <RadioGroupItem value="csv" label="CSV" disabled />
      </RadioGroup>
      <RadioGroup label="Format (required)" required error="Choose a format">
        <RadioGroupItem value="pdf" label="PDF" />
        <RadioGroupItem value="csv" label="CSV" />
      </RadioGroup>
      <RadioGroup label="Format (disabled)" disabled defaultValue="csv">
        <RadioGroupItem value="pdf" label="PDF" />
        <RadioGroupItem value="csv" label="CSV" />
      </RadioGroup>
    </div>
  ),
};
