import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { NavSection } from './nav-items';
import { sampleSections, sampleSettings } from './sample-nav';
import { Sidebar } from './sidebar';

const meta = {
  title: 'Navigation/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: {
    sections: sampleSections,
    settings: sampleSettings,
    role: 'student',
    activeHref: '/dashboard',
    logo: <span className="text-lg font-semibold text-text">Learning Platform</span>,
  },
  decorators: [
    (Story) => (
      <div className="relative flex h-[720px] bg-surface-sunken">
        <Story />
        <div className="flex-1 p-6 text-text">Page content</div>
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The resting rail: 80 px, icons only; every item still has its name. */
export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(Math.round(nav.getBoundingClientRect().width)).toBe(80);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * A rail that does not expand on hover or focus labels its icons with tooltips: on hover after
 * a rest, at once on keyboard focus; Escape hides it, and it is outside the scrolling rail.
 */
export const CollapsedTooltips: Story = {
  args: { expandOnHover: false },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    const link = canvas.getByRole('link', { name: 'My Courses' });
    await userEvent.hover(link);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('My Courses');
    await expect(tooltip).toBeVisible();
    // Beside its item and reaching past the rail, which would clip it if it were inside.
    const bubble = tooltip.getBoundingClientRect();
    const item = link.getBoundingClientRect();
    const middle = bubble.top + bubble.height / 2;
    await expect(Math.abs(middle - (item.top + item.height / 2))).toBeLessThan(2);
    await expect(bubble.right).toBeGreaterThan(nav.getBoundingClientRect().right + 20);
    await expect(document.elementFromPoint(bubble.right - 4, middle)).toBe(tooltip);
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.unhover(link);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Dashboard');
  },
};

/** Pinned open by the stored toggle: 250 px. */
export const Expanded: Story = {
  args: { expanded: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(Math.round(nav.getBoundingClientRect().width)).toBe(250));
    await expect(canvas.getByText('LEARNING')).toBeVisible();
  },
};

/** The pointer over the rail expands it; leaving collapses it after 100 ms. */
export const Hovered: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await userEvent.hover(nav);
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await userEvent.unhover(nav);
    await waitFor(() => expect(nav).toHaveAttribute('data-state', 'collapsed'));
    await userEvent.hover(nav);
    await expect(nav).toHaveAttribute('data-state', 'expanded');
  },
};

/** Keyboard focus entering the rail expands it too. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await expect(nav).toHaveAttribute('data-state', 'expanded');
  },
};

/** An admin's University Management dropdown open; Escape closes it and returns focus. */
export const OpenDropdown: Story = {
  args: { role: 'admin', expanded: true, activeHref: '/admin/branding' },
  play: async ({ canvas }) => {
    const university = canvas.getByRole('button', { name: 'University Management' });
    await userEvent.click(university);
    await expect(university).toHaveAttribute('aria-expanded', 'true');
    const list = within(document.getElementById(university.getAttribute('aria-controls')!)!);
    await expect(list.getByRole('link', { name: 'Branding' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'User Management' }));
    await expect(university).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'University Management' }));
    await userEvent.keyboard('{Escape}');
    await expect(university).toHaveAttribute('aria-expanded', 'false');
    await expect(university).toHaveFocus();
    await userEvent.click(university);
  },
};

function ToggleDemo(args: React.ComponentProps<typeof Sidebar>) {
  const [expanded, setExpanded] = useState(false);
  return <Sidebar {...args} expanded={expanded} onExpandedChange={setExpanded} />;
}

/** The stored collapse toggle: pins the sidebar open at 250 px, and back. */
export const WithToggle: Story = {
  render: (args) => <ToggleDemo {...args} />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await userEvent.unhover(nav);
    await waitFor(() => expect(nav).toHaveAttribute('data-state', 'expanded'));
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  },
};

/** A student: LEARNING, CAREER HUB, SOCIAL; no teacher items, no ADMIN. */
export const Student: Story = {
  args: { expanded: true, role: 'student' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Course Builder' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'ADMIN' })).not.toBeInTheDocument();
  },
};

/** A teacher: adds Analytics, Students and Course Builder. */
export const Teacher: Story = {
  args: { expanded: true, role: 'teacher', activeHref: '/students' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Course Builder' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Students' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** An admin: the ADMIN section with its two dropdowns and Switch University. */
export const Admin: Story = {
  args: { expanded: true, role: 'admin' },
  play: async ({ canvas }) => {
    const admin = canvas.getByRole('group', { name: 'ADMIN' });
    await expect(within(admin).getByRole('link', { name: 'Switch University' })).toBeVisible();
  },
};

/** Under 768 px the rail is hidden: the mobile header's side menu takes over. */
export const MobileHidden: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** The panel variant at the mobile viewport: always expanded, in the flow (inside a side sheet). */
export const MobilePanel: Story = {
  args: { variant: 'panel', role: 'teacher' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="h-[720px] w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(canvas.getByRole('link', { name: 'Analytics' })).toBeVisible();
  },
};

const longSections: NavSection[] = [
  {
    id: 'long',
    title: 'LEARNING AND PROFESSIONAL DEVELOPMENT PROGRAMMES',
    items: [
      {
        id: 'a',
        label: 'Introduction to Responsible Artificial Intelligence in Cybersecurity',
        href: '/course/a',
        icon: sampleSections[0]!.items[1]!.icon,
      },
      {
        id: 'g',
        label: 'University Management and Institutional Reporting',
        icon: sampleSections[3]!.items[0]!.icon,
        children: [
          { id: 'b', label: 'Interdisciplinary Programme Analytics Overview', href: '/b' },
        ],
      },
    ],
  },
];

/** Labels longer than the sidebar are cut with an ellipsis; their full text stays their name. */
export const LongLabels: Story = {
  args: { sections: longSections, expanded: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', {
        name: 'Introduction to Responsible Artificial Intelligence in Cybersecurity',
      }),
    ).toBeVisible();
  },
};

/** Collapsed, expanded and each role side by side for visual review. */
export const AllStates: Story = {
  decorators: [
    (Story) => (
      <div className="flex gap-4">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      {(['student', 'teacher', 'admin'] as const).map((role) => (
        <div key={role} className="relative flex h-[900px] w-[260px]">
          <Sidebar {...args} role={role} expanded aria-label={`Navigation (${role})`} />
        </div>
      ))}
      <div className="relative flex h-[900px] w-[90px]">
        <Sidebar {...args} aria-label="Navigation (collapsed)" />
      </div>
    </>
  ),
};
