import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clampProgress, ProgressBar } from './progress-bar';
import { I18nProvider } from '../i18n';

describe('ProgressBar', () => {
  it('exposes a named progressbar with its value and a percentage text', () => {
    render(<ProgressBar label="Learning Progress" value={62} />);
    const bar = screen.getByRole('progressbar', { name: 'Learning Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '62');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '62%');
    expect(screen.getByText('62%')).toBeInTheDocument();
  });

  it('reads a custom value text such as "x of y lessons"', () => {
    render(<ProgressBar label="Module 1" value={2} max={5} valueText="2 of 5 lessons" />);
    const bar = screen.getByRole('progressbar', { name: 'Module 1' });
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 5 lessons');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
  });

  it('clamps values outside the range instead of failing', () => {
    expect(clampProgress(140, 100)).toBe(100);
    expect(clampProgress(-3, 100)).toBe(0);
    expect(clampProgress(Number.NaN, 100)).toBe(0);
    render(<ProgressBar label="Over" value={140} />);
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('keeps the name when the label is hidden and marks unknown progress indeterminate', () => {
    render(<ProgressBar label="Uploading" value={null} hideLabel hideValue />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-state', 'indeterminate');
  });
});

describe('ProgressBar in another language', () => {
  it('writes the percentage as the page language does', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map() }}>
        <ProgressBar label="Progreso" value={40} />
      </I18nProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute(
      'aria-valuetext',
      '40\u00a0%',
    );
  });
});
