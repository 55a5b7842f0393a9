import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { HeaderSearch } from './header-search';

const meta = {
  title: 'Navigation/Header/HeaderSearch',
  component: HeaderSearch,
  tags: ['autodocs'],
  args: { onSearch: fn(), onFilterChange: fn() },
} satisfies Meta<typeof HeaderSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 384 px wide; Enter searches. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('search', { name: 'Search' });
    await expect(Math.round(form.getBoundingClientRect().width)).toBe(384);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'data science{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('data science', null);
  },
};

/** The filter toggle: pick Certificates, then search within it. */
export const WithFilter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search filter: All' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Certificates' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('Certificates');
    await userEvent.type(canvas.getByRole('searchbox'), 'security{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('security', 'Certificates');
  },
};

/** Escape clears the query, a second Escape leaves the box. */
export const EscapeClears: Story = {
  args: { defaultQuery: 'machine learning' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('searchbox');
    await userEvent.click(field);
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await expect(field).not.toHaveFocus();
  },
};

/** Ctrl/Cmd+K focuses the field from anywhere. */
export const Shortcut: Story = {
  args: { shortcut: true },
  play: async ({ canvas }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

/** Empty, filled and filtered. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-4">
      <HeaderSearch {...args} aria-label="Empty search" />
      <HeaderSearch {...args} aria-label="Filled search" defaultQuery="cybersecurity" />
      <HeaderSearch
        {...args}
        aria-label="Filtered search"
        defaultFilter="Students"
        defaultQuery="Ada"
      />
    </div>
  ),
};
