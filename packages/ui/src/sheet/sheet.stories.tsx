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
  args: { side: 'start', size: 'sidebar' },
} satisfies Meta<typeof MobileMenuSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's inline start edge, on screen: the left, or the right in right-to-left. */
const startEdge = (rect: DOMRect) =>
  document.documentElement.dir === 'rtl' ? window.innerWidth - Math.round(rect.right) : rect.left;
/** The page's inline end edge, as a distance from that side of the window. */
const endEdge = (rect: DOMRect) =>
  document.documentElement.dir === 'rtl' ? rect.left : window.innerWidth - Math.round(rect.right);

/** Keyboard path: open with Enter, Escape closes and focus returns to the trigger. */
export const Start: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    await waitFor(() => expect(startEdge(sheet.getBoundingClientRect())).toBe(0));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The calendar sidebar as a slide-over under 768 px. */
export const End: Story = {
  args: { side: 'end', size: 'sm', defaultOpen: true },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(endEdge(sheet.getBoundingClientRect())).toBe(0));
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
      {(['start', 'end'] as const).flatMap((side) =>
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
