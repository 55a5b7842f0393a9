import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from './app-shell';
import {
  sampleBottomBar,
  sampleMobileMenu,
  samplePalette,
  sampleSections,
  sampleSettings,
} from './app-shell.samples';

function renderShell(overrides: Partial<Parameters<typeof AppShell>[0]> = {}) {
  const handlers = {
    onSearch: vi.fn(),
    onSignOut: vi.fn(),
    onSettings: vi.fn(),
    onPaletteOpenChange: vi.fn(),
  };
  render(
    <AppShell
      productName="Northfield Learn"
      title="Course Catalog"
      user={{ firstName: 'Sam', email: 'student@demo.edu' }}
      role="student"
      roleLabel="Student"
      activeHref="/catalog"
      sections={sampleSections}
      settings={sampleSettings}
      mobileMenu={sampleMobileMenu}
      bottomBar={sampleBottomBar}
      paletteGroups={samplePalette(() => {})}
      paletteOpen={false}
      {...handlers}
      {...overrides}
    >
      <p>content</p>
    </AppShell>,
  );
  return handlers;
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

  it('filters teacher-only entries by role', () => {
    renderShell({ role: 'teacher' });
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
});
