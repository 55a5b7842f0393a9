import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectGroup, SelectItem, SelectLabel, SelectSeparator } from './select';

const statusItems = [
  <SelectItem key="all" value="all">
    All Status
  </SelectItem>,
  <SelectItem key="active" value="active">
    Active
  </SelectItem>,
  <SelectItem key="inactive" value="inactive">
    Inactive
  </SelectItem>,
  <SelectItem key="suspended" value="suspended">
    Suspended
  </SelectItem>,
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Status',
    placeholder: 'Choose a status',
    onValueChange: fn(),
    children: statusItems,
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard path: Tab, Enter opens, arrows move, Enter chooses, focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('combobox', { name: 'Status' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'All Status' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('inactive');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Inactive');
  },
};

export const EscapeCloses: Story = {
  args: { defaultValue: 'active' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Status' });
    trigger.focus();
    await userEvent.keyboard(' ');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WithValue: Story = { args: { defaultValue: 'suspended' } };
export const WithDescription: Story = {
  args: { description: 'Only universities with this status are listed.' },
};
export const Invalid: Story = {
  args: { required: true, error: 'Choose a status' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'active' } };
export const HiddenLabel: Story = { args: { hideLabel: true, defaultValue: 'all' } };

export const Grouped: Story = {
  args: {
    label: 'Primary font',
    placeholder: 'Choose a font',
    children: [
      <SelectGroup key="sans">
        <SelectLabel>Sans serif</SelectLabel>
        {['DM Sans', 'Inter', 'Roboto', 'Open Sans'].map((font) => (
          <SelectItem key={font} value={font}>
            {font}
          </SelectItem>
        ))}
      </SelectGroup>,
      <SelectSeparator key="separator" />,
      <SelectGroup key="serif">
        <SelectLabel>Serif</SelectLabel>
        {['Playfair Display', 'Merriweather'].map((font) => (
          <SelectItem key={font} value={font}>
            {font}
          </SelectItem>
        ))}
      </SelectGroup>,
    ],
  },
  // The list is opened and closed in play: Radix Select is always modal, and axe (run after
  // play) flags the page it hides while that page still holds the focusable trigger.
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Primary font' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('group', { name: 'Serif' })).toContainElement(
      within(listbox).getByRole('option', { name: 'Merriweather' }),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const LongContent: Story = {
  args: {
    label: 'University',
    defaultValue: 'u1',
    children: [
      <SelectItem key="u1" value="u1">
        The International University of Applied Sciences, Humanities and Technology
      </SelectItem>,
      <SelectItem key="u2" value="u2">
        Riverside College
      </SelectItem>,
    ],
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6">
      <Select label="Placeholder" placeholder="Choose a status">
        {statusItems}
      </Select>
      <Select label="With value" defaultValue="active" size="sm">
        {statusItems}
      </Select>
      <Select label="Required" required error="Choose a status">
        {statusItems}
      </Select>
      <Select label="Disabled" disabled defaultValue="inactive" size="lg">
        {statusItems}
      </Select>
    </div>
  ),
};
