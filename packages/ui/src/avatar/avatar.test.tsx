import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initials } from './avatar';

describe('Avatar', () => {
  it('derives up to two initials from the first and last words of a name', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('ada king lovelace')).toBe('AL');
    expect(initials('Plato')).toBe('P');
    expect(initials('   ')).toBe('');
  });

  it('shows the initials and still names the person when there is no picture', () => {
    render(<Avatar name="Grace Hopper" />);
    expect(screen.getByText('GH')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Grace Hopper')).toHaveClass('sr-only');
  });

  it('falls back to initials while the picture has not loaded', async () => {
    // jsdom never loads images, which is exactly the broken-picture path.
    render(<Avatar name="Alan Turing" src="/missing.png" size="lg" />);
    expect(await screen.findByText('AT')).toBeInTheDocument();
    expect(screen.getByText('AT').closest('[data-slot="avatar"]')).toHaveAttribute(
      'data-size',
      'lg',
    );
  });
});
