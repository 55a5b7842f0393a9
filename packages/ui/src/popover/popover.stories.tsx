import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover';

const filters = ['Courses', 'Skills', 'Certificates', 'Students', 'Projects'];

function SearchFilterPopover({ defaultOpen, long }: { defaultOpen?: boolean; long?: boolean }) {
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline">Filter</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Search filters" align="start">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-text">Search in</legend>
          {filters.map((filter) => (
            <label key={filter} className="flex items-center gap-2 text-sm text-text">
              <input type="checkbox" defaultChecked={filter === 'Courses'} /> {filter}
            </label>
          ))}
        </fieldset>
        {long && (
          <p className="mt-3 text-sm text-text-muted">
            Filters narrow the results of the header search. Students and Projects are visible to
            teachers and admins only; everyone can search courses, skills and certificates.
          </p>
        )}
        <PopoverClose asChild>
          <Button size="sm" className="mt-3">
            Done
          </Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  );
}

const meta = {
  title: 'Overlays/Popover',
  component: SearchFilterPopover,
  tags: ['autodocs'],
  args: {},
} satisfies Meta<typeof SearchFilterPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard path: Enter opens and moves focus in, Escape closes and focus returns. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filter' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Search filters' });
    await waitFor(() =>
      expect(within(popover).getByRole('checkbox', { name: 'Courses' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };
export const LongContent: Story = { args: { defaultOpen: true, long: true } };
export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
export const AllStates: Story = {
  render: () => (
    <div className="flex gap-3">
      <SearchFilterPopover />
      <SearchFilterPopover defaultOpen />
    </div>
  ),
};
