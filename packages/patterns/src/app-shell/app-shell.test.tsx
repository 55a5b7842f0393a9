import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from './app-shell';
import {
  sampleBottomBar,
  sampleMobileMenu,
  samplePalette,
  sampleSections,
  sampleSectionsFor,
  sampleSettings,
} from './app-shell.samples';
import { samplePaths } from '../samples/paths.samples';

type ShellProps = Parameters<typeof AppShell>[0];

function renderShell(overrides: Partial<ShellProps> = {}) {
  const handlers = {
    onSearch: vi.fn(),
    onSignOut: vi.fn(),
    onSettings: vi.fn(),
    onPaletteOpenChange: vi.fn(),
  };
  const props: ShellProps = {
    productName: 'Northfield Learn',
    title: 'Course Catalog',
    user: { firstName: 'Sam', email: 'student@demo.edu' },
    roleLabel: 'Student',
    activeHref: '/catalog',
    featuredEventHref: samplePaths.live,
    sections: sampleSections,
    settings: sampleSettings,
    mobileMenu: sampleMobileMenu,
    bottomBar: sampleBottomBar,
    paletteGroups: samplePalette(() => {}),
    paletteOpen: false,
    ...handlers,
    ...overrides,
    children: <p>content</p>,
  };
  const view = render(<AppShell {...props} />);
  const rerender = (next: Partial<ShellProps>) => view.rerender(<AppShell {...props} {...next} />);
  return { ...handlers, rerender };
}

describe('AppShell', () => {
  it('titles the page and marks the current page in the sidebar and bottom bar', () => {
    renderShell();
    // The mobile and desktop headers both carry the title; CSS shows one per viewport.
    expect(
      screen.getAllByRole('heading', { level: 1, name: 'Course Catalog' }).length,
    ).toBeGreaterThan(0);
    const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Course Catalogue' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const bottom = screen.getByRole('navigation', { name: 'Bottom navigation' });
    expect(within(bottom).getByRole('link', { name: 'Catalog' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the sections the app gives it (the app filters them by role)', () => {
    renderShell({ sections: sampleSectionsFor('teacher') });
    expect(screen.getByRole('link', { name: 'Analytics' })).toBeInTheDocument();
  });

  it('hands a search to the app', async () => {
    const { onSearch } = renderShell();
    const box = screen.getAllByRole('searchbox')[0]!;
    await userEvent.type(box, 'python{Enter}');
    expect(onSearch).toHaveBeenCalledWith('python', null);
  });

  it('signs out from the user menu', async () => {
    const { onSignOut } = renderShell();
    await userEvent.click(screen.getByRole('button', { name: /account menu|sam/i }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalled();
  });

  it('has a skip link to the main content', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^#/),
    );
    expect(screen.getByRole('main')).toHaveTextContent('content');
  });

  it('shows the current search in the header box and keeps it after a search', async () => {
    const { onSearch, rerender } = renderShell({ searchQuery: 'python', title: 'Search' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('python');
    await userEvent.clear(box);
    await userEvent.type(box, 'rust{Enter}');
    expect(onSearch).toHaveBeenCalledWith('rust', null);
    // The app navigates to /search?q=rust: the box keeps the text and its focus.
    rerender({ searchQuery: 'rust', title: 'Search' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('rust');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('follows a search changed elsewhere (another page, the back button)', () => {
    const { rerender } = renderShell({ searchQuery: 'python' });
    rerender({ searchQuery: 'java' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('java');
    rerender({ searchQuery: '' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('opens a search sheet from the phone header’s Search button and searches from it', async () => {
    const { onSearch } = renderShell({ searchQuery: 'python' });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const sheet = await screen.findByRole('dialog', { name: 'Search' });
    const field = within(sheet).getByRole('searchbox', { name: 'Search' });
    expect(field).toHaveValue('python');
    await userEvent.clear(field);
    await userEvent.type(field, 'data science{Enter}');
    expect(onSearch).toHaveBeenCalledWith('data science', null);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull());
  });

  it('keeps room for an icon in every phone menu entry, so labels line up', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    for (const link of within(menu).getAllByRole('link')) {
      expect(link.firstElementChild).toHaveAttribute('data-slot', 'app-shell-menu-icon');
    }
    const help = within(menu).getByRole('link', { name: 'Help Centre' });
    expect(help.querySelector('[data-slot="app-shell-menu-icon"]')).toBeEmptyDOMElement();
  });
});
