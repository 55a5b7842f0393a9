import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthLayout } from './auth-layout';

const meta = {
  title: 'Auth/AuthLayout',
  component: AuthLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    productName: 'Learning Platform',
    title: 'Welcome Back!',
    description: 'Sign in to continue learning.',
    children: <p className="text-sm text-text">The screen's form or message goes here.</p>,
    footer: 'Footer content, such as a link to sign up.',
  },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible();
    await expect(canvas.getByText('Learning Platform')).toBeVisible();
  },
};

export const WithLogoAndFooterLinks: Story = {
  args: {
    logo: (
      <svg viewBox="0 0 32 32" className="size-8 text-primary" role="img" aria-label="Logo">
        <rect width="32" height="32" rx="8" fill="currentColor" />
      </svg>
    ),
    footerLinks: [
      { label: 'Privacy & Terms', href: '/privacy' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy & Terms' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
