import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, selectAllState } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Send welcome e-mail', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard path: Tab focuses, Space toggles. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Send welcome e-mail' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = {
  args: { label: undefined, 'aria-label': 'Select all', checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  },
};
export const WithDescription: Story = {
  args: { label: 'Skip duplicates', description: 'Rows whose e-mail already exists are left out.' },
};
export const Invalid: Story = {
  args: { label: 'I accept the terms', required: true, error: 'Please accept the terms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true } };
export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };
export const LongContent: Story = {
  args: {
    label:
      'Send every imported student a welcome e-mail with a link to set a password and the list of courses they were enrolled in',
    description: 'Students who already have an account receive a short notice instead.',
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
};

const rows = ['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds'];

function SelectAllExample() {
  const [selected, setSelected] = useState<string[]>(['Ada Lovelace']);
  const all = selectAllState(selected.length, rows.length);
  return (
    <div className="grid gap-2">
      <Checkbox
        label="Select all"
        checked={all}
        onCheckedChange={() => setSelected(all === true ? [] : rows)}
      />
      {rows.map((row) => (
        <Checkbox
          key={row}
          label={row}
          containerClassName="ms-6"
          checked={selected.includes(row)}
          onCheckedChange={(checked) =>
            setSelected((current) =>
              checked ? [...current, row] : current.filter((name) => name !== row),
            )
          }
        />
      ))}
    </div>
  );
}

/** Select-all: mixed while some rows are selected; selects all, then clears all. */
export const SelectAll: Story = {
  render: () => <SelectAllExample />,
  play: async ({ canvas }) => {
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(selectAll);
    await expect(canvas.getByRole('checkbox', { name: 'Grace Hopper' })).toBeChecked();
    await userEvent.click(selectAll);
    await expect(canvas.getByRole('checkbox', { name: 'Ada Lovelace' })).not.toBeChecked();
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-3">
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Indeterminate" checked="indeterminate" />
      <Checkbox label="Required" required />
      <Checkbox label="Invalid" error="Please accept the terms" />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled checked" disabled defaultChecked />
      <Checkbox aria-label="Label-less (table row)" />
    </div>
  ),
};
