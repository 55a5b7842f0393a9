import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressRing, ringOffset, StatGauge } from './progress-ring';
import { I18nProvider } from '../i18n';

describe('ProgressRing', () => {
  it('is a named progressbar that reads its percentage', () => {
    render(<ProgressRing label="Learning Progress" value={62} />);
    const ring = screen.getByRole('progressbar', { name: 'Learning Progress' });
    expect(ring).toHaveAttribute('aria-valuenow', '62');
    expect(ring).toHaveAttribute('aria-valuetext', '62%');
    expect(ring).toHaveTextContent('62%');
  });

  it('draws nothing at 0, the full circle at 100 and half at 50', () => {
    const full = ringOffset(0);
    expect(full).toBeCloseTo(2 * Math.PI * 42);
    expect(ringOffset(100)).toBe(0);
    expect(ringOffset(50)).toBeCloseTo(Math.PI * 42);
    expect(ringOffset(180)).toBe(0);
  });

  it('clamps a value above its maximum', () => {
    render(<ProgressRing label="Done" value={9} max={6} />);
    expect(screen.getByRole('progressbar', { name: 'Done' })).toHaveAttribute('aria-valuenow', '6');
  });
});

describe('StatGauge', () => {
  it('names its ring by the visible label and reads the custom value', () => {
    render(<StatGauge label="Courses Completed" value={4} max={6} valueText="4/6" />);
    const ring = screen.getByRole('progressbar', { name: 'Courses Completed' });
    expect(ring).toHaveAttribute('aria-valuetext', '4/6');
    expect(ring).toHaveTextContent('4/6');
  });
});

describe('ProgressRing in another language', () => {
  it('writes the percentage as the page language does', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map() }}>
        <ProgressRing label="Progreso" value={68} />
      </I18nProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute(
      'aria-valuetext',
      '68\u00a0%',
    );
  });
});
