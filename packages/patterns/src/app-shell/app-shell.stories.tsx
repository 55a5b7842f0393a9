import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AppShell, type AppShellProps } from './app-shell';
import {
  sampleBottomBar,
  sampleMobileMenu,
  samplePalette,
  sampleSections,
  sampleSettings,
} from './app-shell.samples';

function Shell(props: Partial<AppShellProps>) {
  const [paletteOpen, setPaletteOpen] = useState(props.paletteOpen ?? false);
  return (
    <AppShell
      productName="Northfield Learn"
      title="Dashboard"
      user={{ firstName: 'Sam', lastName: 'Student', email: 'student@demo.edu' }}
      role="student"
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
    role: 'teacher',
    roleLabel: 'Teacher',
    user: { firstName: 'Tara', email: 'teacher@demo.edu' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Analytics' })).toBeInTheDocument();
  },
};

export const Admin: Story = {
  args: { role: 'admin', roleLabel: 'Admin', user: { firstName: 'Alex', email: 'admin@demo.edu' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'University Management' })).toBeInTheDocument();
  },
};

export const SidebarPinnedOpen: Story = { args: { sidebarExpanded: true } };

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
