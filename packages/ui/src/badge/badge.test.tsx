import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeTone } from './badge';
import * as arBadge from '@lp/locales/ar/ui-badge';
import * as esBadge from '@lp/locales/es/ui-badge';
import { I18nProvider } from '../i18n';

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

describe('Badge in another language', () => {
  it('labels statuses, risks and LIVE in the page language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esBadge.id, esBadge.default]]) }}
      >
        <Badge status="suspended" />
        <Badge risk="medium" />
        <Badge variant="live" />
      </I18nProvider>,
    );
    expect(screen.getByText('Suspendido')).toBeInTheDocument();
    expect(screen.getByText('Medio')).toBeInTheDocument();
    expect(screen.getByText('EN VIVO')).toBeInTheDocument();
  });

  it('labels them in Arabic', () => {
    render(
      <I18nProvider
        translations={{ locale: 'ar', ready: new Map([[arBadge.id, arBadge.default]]) }}
      >
        <Badge risk="high" />
      </I18nProvider>,
    );
    expect(screen.getByText('مرتفع')).toBeInTheDocument();
  });
});
