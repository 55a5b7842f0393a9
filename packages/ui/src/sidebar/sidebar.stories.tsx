import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { readDocumentDirection } from '../direction';
import { RouterProvider } from '../link';
import { computedTextContrast, forEachBrand } from '../theme/brand-sweep';
import type { NavSection } from './nav-items';
import {
  adminSections,
  sampleAdminSection,
  sampleSettings,
  studentSections,
  teacherSections,
} from './sample-nav';
import { Sidebar } from './sidebar';

/** The product name beside a brand tile, as the app's shell draws it. */
const brandLogo = (
  <span className="flex items-center gap-2 font-semibold">
    <span
      aria-hidden="true"
      className="grid size-8 shrink-0 place-items-center rounded-md bg-primary text-on-primary"
    >
      L
    </span>
    <span data-testid="brand-name" className="truncate">
      Learning Platform
    </span>
  </span>
);

/** A stand-in router: the sidebar's links navigate through it, and it shows where they went. */
function StoryRouter({ children }: { children: React.ReactNode }) {
  const [visited, setVisited] = useState('(none)');
  return (
    <RouterProvider navigate={setVisited}>
      {children}
      <p className="sr-only">
        Navigated to: <output data-testid="visited">{visited}</output>
      </p>
    </RouterProvider>
  );
}

const meta = {
  title: 'Navigation/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: {
    sections: studentSections,
    settings: sampleSettings,
    activeHref: '/dashboard',
    logo: brandLogo,
  },
  decorators: [
    (Story) => (
      <StoryRouter>
        <div className="relative flex h-[720px] bg-surface-sunken">
          <Story />
          <div className="flex-1 p-6 text-text">Page content</div>
        </div>
      </StoryRouter>
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
    // Past the rail's outer edge: its right, or its left right to left.
    const rail = nav.getBoundingClientRect();
    if (readDocumentDirection() === 'rtl') {
      await expect(bubble.left).toBeLessThan(rail.left - 20);
      await expect(document.elementFromPoint(bubble.left + 4, middle)).toBe(tooltip);
    } else {
      await expect(bubble.right).toBeGreaterThan(rail.right + 20);
      await expect(document.elementFromPoint(bubble.right - 4, middle)).toBe(tooltip);
    }
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

/**
 * Hovering the rail expands it without moving the items up or down, so the link under the
 * pointer is still the one clicked (the section titles keep their place while collapsed).
 */
export const HoverKeepsItemsInPlace: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    const tops = () =>
      canvas.getAllByRole('link').map((link) => Math.round(link.getBoundingClientRect().top));
    const collapsed = tops();
    await userEvent.hover(nav);
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(tops()).toEqual(collapsed);
    // The section still has its name while its title is not shown.
    await expect(canvas.getByRole('group', { name: 'LEARNING' })).toBeInTheDocument();
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
  args: { sections: adminSections, expanded: true, activeHref: '/admin/branding' },
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

/** A student's navigation (the app passes it already filtered): LEARNING, CAREER HUB, SOCIAL. */
export const Student: Story = {
  args: { expanded: true, sections: studentSections },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Course Builder' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'ADMIN' })).not.toBeInTheDocument();
  },
};

/** A teacher: adds Analytics, Students and Course Builder. */
export const Teacher: Story = {
  args: { expanded: true, sections: teacherSections, activeHref: '/students' },
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
  args: { expanded: true, sections: adminSections },
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
  args: { variant: 'panel', sections: teacherSections },
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
        icon: studentSections[0]!.items[1]!.icon,
      },
      {
        id: 'g',
        label: 'University Management and Institutional Reporting',
        icon: sampleAdminSection.items[0]!.icon,
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

/** A plain click on an item goes through the app's router (a real link, not a page load). */
export const RouterNavigation: Story = {
  args: { expanded: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Schedule' });
    await expect(link).toHaveAttribute('href', '/calendar');
    await userEvent.click(link);
    await expect(canvas.getByTestId('visited')).toHaveTextContent('/calendar');
  },
};

/**
 * Pinned open under the 84 px header height: the brand block stays above the items, which
 * scroll on their own; the product name is not cut; opening a dropdown (which may bring a
 * scrollbar) moves no item sideways.
 */
export const ExpandedLayout: Story = {
  args: {
    sections: adminSections,
    expanded: true,
    onExpandedChange: () => {},
  },
  decorators: [
    (Story) => (
      <div className="h-[480px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(Math.round(nav.getBoundingClientRect().width)).toBe(250));
    const name = canvas.getByTestId('brand-name');
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="sidebar-header"]')!;
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="sidebar-scroll"]')!;
    await expect(Math.round(header.getBoundingClientRect().height)).toBe(84);
    await expect(getComputedStyle(scroller).scrollbarGutter).toBe('stable');

    const list = canvas.getByRole('link', { name: 'Dashboard' }).closest('ul')!;
    const trigger = canvas.getByRole('button', { name: 'University Management' });
    const before = { left: list.getBoundingClientRect().left, width: trigger.offsetWidth };
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    await expect(list.getBoundingClientRect().left).toBe(before.left);
    await expect(trigger.offsetWidth).toBe(before.width);

    // Scrolled to the end, the items pass under nothing: the brand block stays where it was.
    const headerTop = header.getBoundingClientRect().top;
    scroller.scrollTop = scroller.scrollHeight;
    await expect(header.getBoundingClientRect().top).toBe(headerTop);
    await expect(scroller.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      header.getBoundingClientRect().bottom,
    );
    await expect(name).toBeVisible();
  },
};

/**
 * The phone side menu's list (a panel, as the mobile header holds it): an entry without an
 * icon keeps the icon's place so every label starts in line, and the current page stays
 * readable (WCAG AA, 4.5:1) in every brand, light and dark.
 */
export const PanelAlignmentAndContrast: Story = {
  args: {
    variant: 'panel',
    logo: undefined,
    settings: undefined,
    activeHref: '/live',
    sections: [
      {
        id: 'menu',
        items: [
          ...studentSections[0]!.items.slice(0, 3),
          { id: 'live', label: 'Featured Event', href: '/live' },
          { id: 'help', label: 'Help', href: '/help' },
        ],
      },
    ],
  },
  decorators: [
    (Story) => (
      <div className="h-[480px] w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const labelLeft = (name: string) =>
      canvas
        .getByRole('link', { name })
        .querySelector('[data-slot="sidebar-label"]')!
        .getBoundingClientRect().left;
    const left = labelLeft('Dashboard');
    for (const name of ['My Courses', 'Featured Event', 'Help']) {
      await expect({ name, left: labelLeft(name) }).toEqual({ name, left });
    }
    const active = canvas.getByRole('link', { name: 'Featured Event' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    await forEachBrand(async (brand, mode) => {
      const ratio = computedTextContrast(active);
      await expect({ brand, mode, aa: ratio >= 4.5 }).toEqual({ brand, mode, aa: true });
    });
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
      {(
        [
          ['student', studentSections],
          ['teacher', teacherSections],
          ['admin', adminSections],
        ] as const
      ).map(([role, sections]) => (
        <div key={role} className="relative flex h-[900px] w-[260px]">
          <Sidebar {...args} sections={sections} expanded aria-label={`Navigation (${role})`} />
        </div>
      ))}
      <div className="relative flex h-[900px] w-[90px]">
        <Sidebar {...args} aria-label="Navigation (collapsed)" />
      </div>
    </>
  ),
};
