import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { RouterProvider } from '../link';
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

/** A stand-in router that shows where the bar's links asked to go. */
function StoryRouter({ children }: { children: React.ReactNode }) {
  const [visited, setVisited] = useState('/dashboard');
  return (
    <RouterProvider navigate={setVisited}>
      <p className="p-4 text-sm text-text">
        Navigated to: <output>{visited}</output>
      </p>
      {children}
    </RouterProvider>
  );
}

/** The links follow the app's router: Enter on Catalog navigates without a page load. */
export const RouterNavigation: Story = {
  args: { pinned: false },
  decorators: [
    (Story) => (
      <StoryRouter>
        <Story />
      </StoryRouter>
    ),
  ],
  play: async ({ canvas }) => {
    const catalog = canvas.getByRole('link', { name: 'Catalog' });
    catalog.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('/catalog')).toBeVisible();
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
