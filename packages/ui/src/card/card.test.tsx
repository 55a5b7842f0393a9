import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

describe('Card', () => {
  it('renders a titled card whose heading level can follow the page outline', () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle as="h2">Universities</CardTitle>
          <CardDescription>12 active</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
        <CardFooter>Footer</CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Universities' })).toBeInTheDocument();
    expect(screen.getByText('12 active')).toHaveAttribute('data-slot', 'card-description');
    expect(screen.getByText('Body').closest('[data-slot="card"]')).toHaveAttribute(
      'data-variant',
      'default',
    );
  });

  it('makes the whole interactive card a link when given one as its child', async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <Card variant="interactive" asChild>
        <a href="/course/1" onClick={onClick}>
          <CardTitle>Intro to Design</CardTitle>
        </a>
      </Card>,
    );
    const link = screen.getByRole('link', { name: 'Intro to Design' });
    expect(link).toHaveAttribute('data-slot', 'card');
    expect(link).toHaveAttribute('data-variant', 'interactive');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('lets its title and description take their direction from their own text', () => {
    render(
      <CardHeader>
        <CardTitle>Ethics of Technology</CardTitle>
        <CardDescription>12 hours of video.</CardDescription>
      </CardHeader>,
    );
    expect(screen.getByRole('heading', { name: 'Ethics of Technology' })).toHaveAttribute(
      'dir',
      'auto',
    );
    expect(screen.getByText('12 hours of video.')).toHaveAttribute('dir', 'auto');
  });
});
