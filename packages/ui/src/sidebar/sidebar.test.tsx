import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canSeeNavEntry,
  filterNavSections,
  isNavItemActive,
  navGroupHasActive,
  type NavSection,
} from './nav-items';
import { sampleSections, sampleSettings } from './sample-nav';
import { Sidebar } from './sidebar';

const labels = (sections: NavSection[]) =>
  sections.flatMap((s) =>
    s.items.flatMap((i) => [i.label, ...(i.children ?? []).map((c) => c.label)]),
  );

describe('canSeeNavEntry (spec 1 §6)', () => {
  it('shows unflagged entries to every role', () => {
    for (const role of ['student', 'teacher', 'admin', 'superuser', 'university_admin']) {
      expect(canSeeNavEntry({}, role)).toBe(true);
    }
  });

  it('shows teacher-only entries to teachers alone', () => {
    expect(canSeeNavEntry({ teacherOnly: true }, 'teacher')).toBe(true);
    expect(canSeeNavEntry({ teacherOnly: true }, 'TEACHER')).toBe(true);
    expect(canSeeNavEntry({ teacherOnly: true }, 'student')).toBe(false);
    expect(canSeeNavEntry({ teacherOnly: true }, 'admin')).toBe(false);
  });

  it('shows admin-only entries to admin and superuser, in any case', () => {
    expect(canSeeNavEntry({ adminOnly: true }, 'admin')).toBe(true);
    expect(canSeeNavEntry({ adminOnly: true }, 'ADMIN')).toBe(true);
    expect(canSeeNavEntry({ adminOnly: true }, 'superuser')).toBe(true);
    expect(canSeeNavEntry({ adminOnly: true }, 'teacher')).toBe(false);
    expect(canSeeNavEntry({ adminOnly: true }, 'student')).toBe(false);
    expect(canSeeNavEntry({ adminOnly: true }, 'university_admin')).toBe(false);
  });
});

describe('filterNavSections', () => {
  it('gives a student no ADMIN section and no teacher items', () => {
    const visible = filterNavSections(sampleSections, 'student');
    expect(visible.map((s) => s.title)).toEqual(['LEARNING', 'CAREER HUB', 'SOCIAL']);
    expect(labels(visible)).not.toContain('Course Builder');
    expect(labels(visible)).not.toContain('Students');
  });

  it('gives a teacher Analytics, Students and Course Builder but no ADMIN section', () => {
    const visible = filterNavSections(sampleSections, 'teacher');
    expect(visible.map((s) => s.title)).toEqual(['LEARNING', 'CAREER HUB', 'SOCIAL']);
    expect(labels(visible)).toEqual(
      expect.arrayContaining(['Analytics', 'Students', 'Course Builder']),
    );
  });

  it('gives an admin the ADMIN section with both dropdowns and Switch University', () => {
    const admin = filterNavSections(sampleSections, 'admin').find((s) => s.title === 'ADMIN');
    expect(admin?.items.map((i) => i.label)).toEqual([
      'University Management',
      'User Management',
      'Switch University',
    ]);
  });

  it('drops a group whose children are all hidden, and a section left empty', () => {
    const sections: NavSection[] = [
      {
        id: 'x',
        title: 'X',
        items: [
          {
            id: 'g',
            label: 'Group',
            children: [{ id: 'a', label: 'A', href: '/a', teacherOnly: true }],
          },
        ],
      },
    ];
    expect(filterNavSections(sections, 'student')).toEqual([]);
    expect(filterNavSections(sections, 'teacher')).toHaveLength(1);
  });
});

describe('isNavItemActive', () => {
  it('matches the exact path and child paths, ignoring the query', () => {
    expect(isNavItemActive({ id: 'a', label: 'A', href: '/catalog' }, '/catalog')).toBe(true);
    expect(isNavItemActive({ id: 'a', label: 'A', href: '/admin/users' }, '/admin/users/42')).toBe(
      true,
    );
    expect(isNavItemActive({ id: 'a', label: 'A', href: '/catalog' }, '/catalog?q=ai')).toBe(true);
    expect(isNavItemActive({ id: 'a', label: 'A', href: '/course' }, '/courses')).toBe(false);
    expect(
      isNavItemActive({ id: 'a', label: 'A', href: '/catalog', isActive: false }, '/catalog'),
    ).toBe(false);
  });

  it('finds the active page inside a group', () => {
    const group = sampleSections[3]!.items[0]!;
    expect(navGroupHasActive(group, '/admin/branding')).toBe(true);
    expect(navGroupHasActive(group, '/dashboard')).toBe(false);
  });
});

describe('Sidebar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  // The pointer crossing the edge is fired synchronously, so no real time slips into the delays checked below.
  const enter = (el: Element) => fireEvent.pointerOver(el, { relatedTarget: document.body });
  const leave = (el: Element) => fireEvent.pointerOut(el, { relatedTarget: document.body });

  it('is a named navigation landmark whose collapsed items keep their names', () => {
    render(
      <Sidebar sections={sampleSections} settings={sampleSettings} activeHref="/my-learning" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveAttribute('data-state', 'collapsed');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(nav).getByRole('link', { name: 'My Courses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(nav).getByRole('group', { name: 'SETTINGS' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Your Profile' })).toBeInTheDocument();
  });

  it('expands on hover and collapses 100 ms after the pointer leaves', () => {
    render(<Sidebar sections={sampleSections} />);
    const nav = screen.getByRole('navigation');
    enter(nav);
    expect(nav).toHaveAttribute('data-state', 'expanded');
    leave(nav);
    act(() => vi.advanceTimersByTime(90));
    expect(nav).toHaveAttribute('data-state', 'expanded');
    act(() => vi.advanceTimersByTime(10));
    expect(nav).toHaveAttribute('data-state', 'collapsed');
  });

  it('waits 200 ms when the pointer leaves with a dropdown open, then closes the dropdown', async () => {
    const user = setup();
    render(<Sidebar sections={sampleSections} role="admin" />);
    const nav = screen.getByRole('navigation');
    enter(nav);
    const trigger = screen.getByRole('button', { name: 'University Management' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    leave(nav);
    act(() => vi.advanceTimersByTime(150));
    expect(nav).toHaveAttribute('data-state', 'expanded');
    act(() => vi.advanceTimersByTime(50));
    expect(nav).toHaveAttribute('data-state', 'collapsed');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('comes back before the delay runs out if the pointer returns', () => {
    render(<Sidebar sections={sampleSections} />);
    const nav = screen.getByRole('navigation');
    enter(nav);
    leave(nav);
    act(() => vi.advanceTimersByTime(50));
    enter(nav);
    act(() => vi.advanceTimersByTime(500));
    expect(nav).toHaveAttribute('data-state', 'expanded');
  });

  it('expands while keyboard focus is inside and collapses after it leaves', async () => {
    const user = setup();
    render(
      <>
        <Sidebar sections={sampleSections} />
        <button type="button">After</button>
      </>,
    );
    const nav = screen.getByRole('navigation');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    expect(nav).toHaveAttribute('data-state', 'expanded');
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    act(() => vi.advanceTimersByTime(90));
    expect(nav).toHaveAttribute('data-state', 'expanded');
    act(() => vi.advanceTimersByTime(10));
    expect(nav).toHaveAttribute('data-state', 'collapsed');
  });

  it('keeps one dropdown open at a time, with aria-controls naming its list', async () => {
    const user = setup();
    render(<Sidebar sections={sampleSections} role="superuser" expanded />);
    const university = screen.getByRole('button', { name: 'University Management' });
    const users = screen.getByRole('button', { name: 'User Management' });
    await user.click(university);
    const list = document.getElementById(university.getAttribute('aria-controls')!)!;
    expect(within(list).getByRole('link', { name: 'Branding' })).toBeVisible();
    await user.click(users);
    expect(university).toHaveAttribute('aria-expanded', 'false');
    expect(users).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toBeVisible();
  });

  it('closes the dropdown on Escape and returns focus to its trigger', async () => {
    const user = setup();
    render(<Sidebar sections={sampleSections} role="admin" expanded />);
    const trigger = screen.getByRole('button', { name: 'User Management' });
    await user.click(trigger);
    await user.tab();
    expect(screen.getByRole('link', { name: 'User Management' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes the dropdown on a click outside the sidebar', async () => {
    const user = setup();
    render(
      <>
        <Sidebar sections={sampleSections} role="admin" expanded />
        <p>Page</p>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'User Management' });
    await user.click(trigger);
    await user.click(screen.getByText('Page'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the teacher items to a teacher and hides ADMIN', () => {
    render(<Sidebar sections={sampleSections} role="teacher" />);
    expect(screen.getByRole('link', { name: 'Course Builder' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'ADMIN' })).not.toBeInTheDocument();
  });

  it('renders links through renderLink so the app can use its router', () => {
    render(
      <Sidebar
        sections={sampleSections}
        activeHref="/dashboard"
        renderLink={({ href, ...props }) => <a {...props} href={href} data-router="yes" />}
      />,
    );
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('offers a toggle when the app handles onExpandedChange', async () => {
    const user = setup();
    const onExpandedChange = vi.fn();
    render(<Sidebar sections={sampleSections} onExpandedChange={onExpandedChange} />);
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(onExpandedChange).toHaveBeenCalledWith(true);
  });

  it('stays expanded without hover when pinned by the expanded prop', () => {
    render(<Sidebar sections={sampleSections} expanded />);
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'expanded');
  });
});

describe('Sidebar rail tooltips (collapsed rail)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  // A rail that does not expand on hover or focus: only then does it rest collapsed under the pointer.
  const renderRail = (props: Partial<Parameters<typeof Sidebar>[0]> = {}) =>
    render(
      <>
        <Sidebar sections={sampleSections} expandOnHover={false} {...props} />
        <p>Page</p>
      </>,
    );

  it("shows an item's label beside it after a rest on hover, and hides it on Escape", async () => {
    const user = setup();
    renderRail();
    const link = screen.getByRole('link', { name: 'Dashboard' });
    await user.hover(link);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Dashboard');
    // Portalled with fixed coordinates, so the scrolling rail cannot clip it.
    expect(tooltip.parentElement).toBe(document.body);
    expect(tooltip).toHaveStyle({ position: 'fixed' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows at once on keyboard focus, stays while focused and hides on Escape, keeping focus', async () => {
    const user = setup();
    renderRail();
    await user.tab();
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Dashboard');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Dashboard');
    // The item's name is its label already; the tooltip does not describe it again.
    expect(link).not.toHaveAttribute('aria-describedby');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(link).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('My Courses');
    await user.click(screen.getByText('Page'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('stays while the pointer moves onto it, and hides once the pointer has left both', async () => {
    const user = setup();
    renderRail();
    const link = screen.getByRole('link', { name: 'Dashboard' });
    await user.hover(link);
    act(() => vi.advanceTimersByTime(300));
    const tooltip = screen.getByRole('tooltip');
    await user.unhover(link);
    await user.hover(tooltip);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.unhover(tooltip);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("moves straight to the next item's label, and shows none while the rail is expanded", async () => {
    const user = setup();
    const { unmount } = renderRail();
    await user.hover(screen.getByRole('link', { name: 'Dashboard' }));
    act(() => vi.advanceTimersByTime(300));
    await user.hover(screen.getByRole('link', { name: 'My Courses' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('My Courses');
    unmount();
    renderRail({ expanded: true });
    await user.hover(screen.getByRole('link', { name: 'Dashboard' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
