import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchField } from './search-field';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: {
    label: 'Search universities',
    placeholder: 'Search universities...',
    onValueChange: fn(),
    onSearch: fn(),
    onEscape: fn(),
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard path: Tab in, type, Enter searches, Escape clears and leaves. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('searchbox', { name: 'Search universities' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('river{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('river');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(box).not.toHaveFocus();
    await expect(args.onEscape).toHaveBeenCalledTimes(1);
  },
};

export const Clear: Story = {
  args: { defaultValue: 'Bright Minds' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    const box = canvas.getByRole('searchbox');
    await expect(box).toHaveValue('');
    await waitFor(() => expect(box).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenCalledWith('');
  },
};

/** The desktop header search: 384 px, label for screen readers only. */
export const Header: Story = {
  args: { label: 'Search', hideLabel: true, placeholder: 'Search...', width: 'header' },
  decorators: [(Story) => <div className="w-[40rem]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const field = canvasElement.querySelector('[data-slot="field"]') as HTMLElement;
    await expect(field.offsetWidth).toBe(384);
  },
};

export const WithDescription: Story = { args: { description: 'Searches name, slug and domain.' } };
export const Invalid: Story = {
  args: { defaultValue: '%%', error: 'Use letters and numbers only' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeInvalid();
  },
};
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Riverside' } };
export const LongContent: Story = {
  args: {
    defaultValue:
      'the international university of applied sciences humanities and advanced technology studies',
  },
};
export const Mobile: Story = {
  args: { defaultValue: 'design' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6">
      <SearchField label="Empty" placeholder="Search..." />
      <SearchField label="With query" defaultValue="Riverside" />
      <SearchField label="Required" required />
      <SearchField label="Invalid" defaultValue="%%" error="Use letters and numbers only" />
      <SearchField label="Disabled" disabled defaultValue="Riverside" />
      <SearchField label="Header search" hideLabel width="header" placeholder="Search..." />
    </div>
  ),
};
