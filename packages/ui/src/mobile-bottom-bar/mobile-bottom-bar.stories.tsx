import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { MobileBottomBar } from './mobile-bottom-bar';
import { studentBarItems, teacherBarItems } from './sample-items';

const meta = {
  title: 'Navigation/MobileBottomBar',
  component: MobileBottomBar,
  tags: ['autodocs'],
  args: { items: studentBarItems, activeHref: '/dashboard' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof MobileBottomBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Students: Home, Courses, Catalog, Calendar. */
export const Student: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Bottom navigation' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Courses' })).toHaveFocus();
  },
};

/** Teachers: Home, Students, Analytics, Settings. */
export const Teacher: Story = {
  args: { items: teacherBarItems, activeHref: '/analytics' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Students' })).toHaveAttribute(
      'href',
      '/students',
    );
  },
};

/** From 768 px up the bar hides (the sidebar takes over). */
export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** Both bars, each page active in turn, for visual review. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4">
      {[studentBarItems, teacherBarItems].flatMap((items, bar) =>
        items.map((item) => (
          <MobileBottomBar
            key={`${bar}-${item.href}`}
            items={items}
            activeHref={item.href}
            alwaysVisible
            aria-label={`${bar === 0 ? 'Student' : 'Teacher'} bar, ${item.label} active`}
            pinned={false}
          />
        )),
      )}
    </div>
  ),
};
