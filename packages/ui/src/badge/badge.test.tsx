import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeTone } from './badge';

describe('Badge', () => {
  it('labels each user status in words, so colour is never the only signal', () => {
    render(
      <>
        <Badge status="active" />
        <Badge status="inactive" />
        <Badge status="suspended" />
        <Badge status="pending" />
      </>,
    );
    for (const label of ['Active', 'Inactive', 'Suspended', 'Pending']) {
      expect(screen.getByText(label)).toHaveAttribute('data-slot', 'badge');
    }
  });

  it('maps statuses and risk levels to tones', () => {
    expect(badgeTone({ status: 'active' })).toBe('success');
    expect(badgeTone({ status: 'suspended' })).toBe('danger');
    expect(badgeTone({ status: 'pending' })).toBe('warning');
    expect(badgeTone({ status: 'inactive' })).toBe('neutral');
    expect(badgeTone({ risk: 'low' })).toBe('success');
    expect(badgeTone({ risk: 'medium' })).toBe('warning');
    expect(badgeTone({ risk: 'high' })).toBe('danger');
    expect(badgeTone({ variant: 'info' })).toBe('info');
    expect(badgeTone({})).toBe('neutral');
  });

  it('shows LIVE with a decorative pulsing dot that stops under reduced motion', () => {
    const { container } = render(<Badge variant="live" />);
    const badge = screen.getByText('LIVE');
    expect(badge).toHaveAttribute('data-variant', 'live');
    const dot = container.querySelector('[data-slot="badge-dot"]');
    expect(dot).toHaveAttribute('aria-hidden', 'true');
    expect(dot?.innerHTML).toContain('motion-reduce:animate-none');
  });

  it("keeps the caller's text and class", () => {
    render(
      <Badge variant="success" className="ml-2">
        3 Live Events
      </Badge>,
    );
    expect(screen.getByText('3 Live Events')).toHaveClass('ml-2');
  });
});
