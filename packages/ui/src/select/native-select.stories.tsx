import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { NativeSelect } from './native-select';

const levels = [
  <option key="" value="">
    All levels
  </option>,
  <option key="b" value="BEGINNER">
    Beginner
  </option>,
  <option key="i" value="INTERMEDIATE">
    Intermediate
  </option>,
  <option key="a" value="ADVANCED">
    Advanced
  </option>,
];

const meta = {
  title: 'Forms/Native Select',
  component: NativeSelect,
  tags: ['autodocs'],
  args: { label: 'Level', name: 'level', children: levels },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's own list, so a GET form works before the script: chosen by keyboard. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Level' });
    await userEvent.selectOptions(select, 'INTERMEDIATE');
    await expect(select).toHaveValue('INTERMEDIATE');
  },
};

export const WithDescriptionAndError: Story = {
  args: { description: 'Filter by level.', error: 'Choose a level', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Level/ })).toHaveAccessibleDescription(
      'Filter by level. Choose a level',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'BEGINNER' } };

/** Every state, one under the other: checked in every brand, light and dark. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <NativeSelect {...args} />
      <NativeSelect {...args} label="Level (chosen)" defaultValue="ADVANCED" />
      <NativeSelect {...args} label="Level (invalid)" error="Choose a level" />
      <NativeSelect {...args} label="Level (disabled)" disabled />
    </div>
  ),
};
