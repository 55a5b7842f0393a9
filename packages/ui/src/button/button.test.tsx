import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RouterProvider } from '../link';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('runs its action from a click, Enter and Space', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Start learning</Button>);
    const button = screen.getByRole('button', { name: 'Start learning' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('exposes its variant and size as data attributes for styling', () => {
    render(
      <Button variant="destructive" size="lg">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('data-slot', 'button');
    expect(button).toHaveAttribute('data-variant', 'destructive');
    expect(button).toHaveAttribute('data-size', 'lg');
  });

  it("shows the spec's in-progress label while loading, stays focusable and ignores presses", async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingText="Signing In..." onClick={onClick}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing In...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading loadingText="Creating account...">
          Create account
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Creating account...' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is a plain button by default, so it never submits a form by accident', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
  });

  it('renders as a link when given href', () => {
    render(<Button href="/auth/register">Create an account</Button>);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  });

  it('as a link, hands a plain click to the app router and prefetches on hover', async () => {
    const navigate = vi.fn();
    const prefetch = vi.fn();
    render(
      <RouterProvider navigate={navigate} prefetch={prefetch}>
        <Button href="/live">Featured Event</Button>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Featured Event' });
    expect(link).toHaveAttribute('href', '/live');
    await userEvent.hover(link);
    expect(prefetch).toHaveBeenCalledWith('/live');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/live');
  });

  it('a disabled or loading link goes nowhere, even inside the router', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Button href="/live" loading loadingText="Joining...">
          Join Live
        </Button>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Joining...' });
    expect(link).not.toHaveAttribute('href');
    await userEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a disabled link keeps its name but loses its destination', () => {
    render(
      <Button href="/live" disabled>
        Join Live
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Join Live' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens external links safely in a new tab', () => {
    render(
      <Button href="https://example.org/help" target="_blank">
        Support
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('gives an icon-only button its accessible name from aria-label', () => {
    render(
      <Button size="icon" aria-label="Add event">
        <svg aria-hidden="true" />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Add event' })).toBeInTheDocument();
  });

  it('looks like a button as a link: buttonVariants gives any element the same classes', () => {
    render(
      <Button href="/catalog" variant="outline">
        Browse
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Browse' });
    expect(link).toHaveAttribute('data-variant', 'outline');
    expect(link.className).toBe(buttonVariants({ variant: 'outline' }));
  });
});

describe('buttonVariants', () => {
  it('gives each size its fixed box, a growing box when the label wraps, and none to a link', () => {
    expect(buttonVariants({ size: 'lg' }).split(' ')).toEqual(
      expect.arrayContaining(['h-12', 'px-6', 'whitespace-nowrap']),
    );
    expect(buttonVariants({ size: 'lg', wrap: true }).split(' ')).toEqual(
      expect.arrayContaining(['h-auto', 'min-h-12', 'px-6', 'py-1', 'whitespace-normal']),
    );
    const link = buttonVariants({ variant: 'link', size: 'lg' }).split(' ');
    expect(link).toEqual(expect.arrayContaining(['h-auto', 'px-0', 'text-base']));
    expect(link).not.toContain('h-12');
  });

  it('reads a null prop as its default', () => {
    expect(buttonVariants({ variant: null, size: null, shape: null, wrap: null })).toBe(
      buttonVariants(),
    );
    expect(buttonVariants().split(' ')).toEqual(
      expect.arrayContaining(['bg-primary', 'h-10', 'px-4', 'rounded-md', 'whitespace-nowrap']),
    );
  });
});
