import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellFrame } from './shell-frame';

describe('ShellFrame', () => {
  it('is one busy region announced by its label, its placeholders hidden', () => {
    render(<ShellFrame label="Loading your dashboard" />);
    const frame = screen.getByRole('status', { name: 'Loading your dashboard' });
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(
      frame.querySelectorAll('[data-slot="skeleton"][aria-hidden="true"]').length,
    ).toBeGreaterThan(5);
  });

  it('draws the sidebar at the rail width unless expanded', () => {
    const { rerender, container } = render(<ShellFrame />);
    const sidebar = () => container.querySelector('[data-slot="shell-frame-sidebar"]');
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    rerender(<ShellFrame sidebarExpanded />);
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
  });
});
