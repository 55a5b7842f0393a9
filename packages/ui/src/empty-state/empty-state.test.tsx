import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it("shows the spec's title as a heading with its hint", () => {
    render(<EmptyState title="No organizations found" hint="Try adjusting your search criteria" />);
    expect(screen.getByRole('heading', { name: 'No organizations found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
  });

  it('offers its action', async () => {
    const onCreate = vi.fn();
    render(
      <EmptyState
        title="No universities found"
        titleAs="h2"
        action={<button onClick={onCreate}>Create University</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('No universities found');
    await userEvent.click(screen.getByRole('button', { name: 'Create University' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });
});
