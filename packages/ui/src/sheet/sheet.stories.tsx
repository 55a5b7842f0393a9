import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  type SheetContentProps,
} from './sheet';

const menu = ['Dashboard', 'My Courses', 'Course Catalog', 'Jobs', 'Resume Hub', 'Calendar'];

interface ExampleProps {
  side?: SheetContentProps['side'];
  size?: SheetContentProps['size'];
  defaultOpen?: boolean;
  long?: boolean;
}

function MobileMenuSheet({ side, size, defaultOpen, long }: ExampleProps) {
  const items = long ? Array.from({ length: 5 }, () => menu).flat() : menu;
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <Button variant="outline">Open menu</Button>
      </SheetTrigger>
      <SheetContent side={side} size={size}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Student</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main">
          <ul className="grid gap-1">
            {items.map((label, index) => (
              <li key={`${label}-${index}`}>
                <a
                  href="#"
                  className="block rounded-md px-2 py-2 text-sm text-text hover:bg-surface-sunken"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <SheetFooter>
          <SheetClose asChild>
            <Button variant="outline">Sign Out</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'Overlays/Sheet',
  component: MobileMenuSheet,
  tags: ['autodocs'],
  args: { side: 'left', size: 'sidebar' },
} satisfies Meta<typeof MobileMenuSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard path: open with Enter, Escape closes and focus returns to the trigger. */
export const Left: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    await waitFor(() => expect(sheet.getBoundingClientRect().left).toBe(0));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The calendar sidebar as a slide-over under 768 px. */
export const Right: Story = {
  args: { side: 'right', size: 'sm', defaultOpen: true },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() =>
      expect(Math.round(sheet.getBoundingClientRect().right)).toBe(window.innerWidth),
    );
  },
};

export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LongContent: Story = {
  args: { defaultOpen: true, long: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      {(['left', 'right'] as const).flatMap((side) =>
        (['sidebar', 'sm', 'md', 'lg'] as const).map((size) => (
          <Sheet key={`${side}-${size}`}>
            <SheetTrigger asChild>
              <Button variant="outline">
                {side} {size}
              </Button>
            </SheetTrigger>
            <SheetContent side={side} size={size}>
              <SheetHeader>
                <SheetTitle>
                  Sheet {side} {size}
                </SheetTitle>
              </SheetHeader>
            </SheetContent>
          </Sheet>
        )),
      )}
    </div>
  ),
};
