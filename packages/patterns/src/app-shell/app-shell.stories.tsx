import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { samplePaths } from '../samples/paths.samples';
import { withSampleRouter } from '../samples/router.samples';
import { sampleLogoUrl } from '../brand-mark/brand-mark.samples';
import { AppShell, type AppShellProps } from './app-shell';
import {
  sampleBottomBar,
  sampleMobileMenu,
  samplePalette,
  sampleSections,
  sampleSectionsFor,
  sampleSettings,
} from './app-shell.samples';

function Shell(props: Partial<AppShellProps>) {
  const [paletteOpen, setPaletteOpen] = useState(props.paletteOpen ?? false);
  return (
    <AppShell
      productName="Northfield Learn"
      title="Dashboard"
      user={{ firstName: 'Sam', lastName: 'Student', email: 'student@demo.edu' }}
      featuredEventHref={samplePaths.live}
      roleLabel="Student"
      activeHref="/dashboard"
      sections={sampleSections}
      settings={sampleSettings}
      mobileMenu={sampleMobileMenu}
      bottomBar={sampleBottomBar}
      paletteGroups={samplePalette(() => setPaletteOpen(false))}
      onSearch={fn()}
      onSignOut={fn()}
      onSettings={fn()}
      {...props}
      paletteOpen={paletteOpen}
      onPaletteOpenChange={setPaletteOpen}
    >
      <h2 className="py-6 text-xl font-semibold">Welcome back, Sam</h2>
      <p className="text-text-muted">The page content goes here.</p>
    </AppShell>
  );
}

const meta = {
  title: 'Pages/App shell',
  component: Shell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withSampleRouter],
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Student: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Analytics' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Featured Event' })).toHaveAttribute(
      'href',
      '/live',
    );
  },
};

export const Teacher: Story = {
  args: {
    sections: sampleSectionsFor('teacher'),
    roleLabel: 'Teacher',
    user: { firstName: 'Tara', email: 'teacher@demo.edu' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Analytics' })).toBeInTheDocument();
  },
};

export const Admin: Story = {
  args: {
    sections: sampleSectionsFor('admin'),
    roleLabel: 'Admin',
    user: { firstName: 'Alex', email: 'admin@demo.edu' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'University Management' })).toBeInTheDocument();
  },
};

export const SidebarPinnedOpen: Story = { args: { sidebarExpanded: true } };

/** The university's logo in the collapsed rail, above the toggle (issue 17). */
export const LogoCollapsed: Story = {
  args: { logoUrl: sampleLogoUrl },
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[data-slot="sidebar-logo-mark"] img');
    await expect(mark).toBeVisible();
  },
};

/** The logo beside the product name in the pinned-open sidebar. */
export const LogoExpanded: Story = { args: { logoUrl: sampleLogoUrl, sidebarExpanded: true } };

export const DashboardVariant: Story = { args: { variant: 'dashboard' } };

export const PaletteFromKeyboard: Story = {
  play: async () => {
    await userEvent.keyboard('{Control>}j{/Control}');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const PaletteOpen: Story = { args: { paletteOpen: true } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Bottom navigation' })).toBeVisible();
  },
};

/** /search: the header's box shows the current search, and keeps its text after Enter. */
export const SearchQueryShown: Story = {
  args: { title: 'Search', activeHref: '/search', searchQuery: 'python', onSearch: fn() },
  play: async ({ canvas, args }) => {
    const box = canvas.getAllByRole('searchbox', { name: 'Search' })[0]!;
    await expect(box).toHaveValue('python');
    await userEvent.clear(box);
    await userEvent.type(box, 'machine learning{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('machine learning', null);
    await expect(box).toHaveValue('machine learning');
    await expect(box).toHaveFocus();
  },
};

/**
 * The sheet's code loads on first use; the first look waits for it. In the story tests that is
 * Vite transforming the module on first request while five story projects share two cores
 * (over 10 s once in CI, right to left), so the wait is generous; a failure still fails.
 */
const codeArrives = { timeout: 30_000 };

/** Phone: the header's Search button opens a search sheet; Enter searches and closes it. */
export const MobileSearch: Story = {
  args: { onSearch: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Search' }, codeArrives);
    const field = within(sheet).getByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('cyber security{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('cyber security', null);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Phone: Escape closes the search sheet without searching, and focus returns to its button. */
export const MobileSearchEscape: Story = {
  args: { onSearch: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Search' }, codeArrives);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull());
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The WCAG contrast ratio of two CSS colours, read through a canvas so any colour space works. */
function contrast(foreground: string, background: string): number {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const luminance = (color: string) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * Phone side menu: the current page reads at 4.5:1 or more in every brand and mode (bg-primary
 * with text-on-primary), and every label starts at the same x, with or without an icon.
 */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Menu' }, codeArrives));
    const current = menu.getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent('Dashboard');
    const style = getComputedStyle(current);
    await expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    // The labels line up at the line's start: their left edges, or right edges right to left.
    const side = document.documentElement.dir === 'rtl' ? 'right' : 'left';
    const starts = menu
      .getAllByRole('link')
      .map((link) =>
        Math.round(
          link.querySelector('[data-slot="app-shell-menu-label"]')!.getBoundingClientRect()[side],
        ),
      );
    await expect(new Set(starts).size).toBe(1);
    await expect(menu.getByRole('link', { name: 'Help Centre' })).toBeVisible();
  },
};
