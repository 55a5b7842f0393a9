import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNavItemActive, navGroupHasActive } from './nav-items';
import { RouterProvider } from '../link';
import {
  adminSections,
  sampleAdminSection,
  sampleSettings,
  studentSections,
  teacherSections,
} from './sample-nav';
import { Sidebar } from './sidebar';
import * as esSidebar from '@lp/locales/es/ui-sidebar';
import { I18nProvider } from '../i18n';

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
    const group = sampleAdminSection.items[0]!;
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
      <Sidebar sections={studentSections} settings={sampleSettings} activeHref="/my-learning" />,
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
    render(<Sidebar sections={studentSections} />);
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
    render(<Sidebar sections={adminSections} />);
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
    render(<Sidebar sections={studentSections} />);
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
        <Sidebar sections={studentSections} />
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
    render(<Sidebar sections={adminSections} expanded />);
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
    render(<Sidebar sections={adminSections} expanded />);
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
        <Sidebar sections={adminSections} expanded />
        <p>Page</p>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'User Management' });
    await user.click(trigger);
    await user.click(screen.getByText('Page'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows exactly the sections and items it is given (the app filters them by role)', () => {
    const { unmount } = render(<Sidebar sections={teacherSections} />);
    expect(screen.getByRole('link', { name: 'Course Builder' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'ADMIN' })).not.toBeInTheDocument();
    unmount();
    render(<Sidebar sections={adminSections} />);
    expect(screen.getByRole('group', { name: 'ADMIN' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Course Builder' })).not.toBeInTheDocument();
  });

  it('renders real links that the app router follows on a plain click', async () => {
    const user = setup();
    const navigate = vi.fn();
    const prefetch = vi.fn();
    render(
      <RouterProvider navigate={navigate} prefetch={prefetch}>
        <Sidebar sections={adminSections} activeHref="/dashboard" expanded />
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/dashboard');
    expect(link).toHaveAttribute('aria-current', 'page');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    await user.click(screen.getByRole('button', { name: 'University Management' }));
    await user.hover(screen.getByRole('link', { name: 'Branding' }));
    expect(prefetch).toHaveBeenLastCalledWith('/admin/branding');
    await user.click(screen.getByRole('link', { name: 'Branding' }));
    expect(navigate).toHaveBeenLastCalledWith('/admin/branding');
  });

  it('keeps the icon place of an item without an icon, so its label lines up', () => {
    render(
      <Sidebar
        variant="panel"
        sections={[
          {
            id: 's',
            items: [
              { id: 'a', label: 'With icon', href: '/a', icon: <svg /> },
              { id: 'b', label: 'Without icon', href: '/b' },
            ],
          },
        ]}
      />,
    );
    for (const name of ['With icon', 'Without icon']) {
      const link = screen.getByRole('link', { name });
      expect(link.firstElementChild).toHaveAttribute('data-slot', 'sidebar-icon');
      expect(link.firstElementChild).toHaveClass('size-5');
    }
  });

  it('offers a toggle when the app handles onExpandedChange', async () => {
    const user = setup();
    const onExpandedChange = vi.fn();
    render(<Sidebar sections={studentSections} onExpandedChange={onExpandedChange} />);
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(onExpandedChange).toHaveBeenCalledWith(true);
  });

  it('stays expanded without hover when pinned by the expanded prop', () => {
    render(<Sidebar sections={studentSections} expanded />);
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
        <Sidebar sections={studentSections} expandOnHover={false} {...props} />
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

describe('Sidebar in another language', () => {
  it('names the navigation and its toggle in the page language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esSidebar.id, esSidebar.default]]) }}
      >
        <Sidebar sections={studentSections} onExpandedChange={vi.fn()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expandir barra lateral' })).toBeInTheDocument();
  });
});
