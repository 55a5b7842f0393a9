import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatChange, Stat, statTrend } from './stat';
import * as esStat from '@lp/locales/es/ui-stat';
import { I18nProvider } from '../i18n';

describe('Stat', () => {
  it("formats changes the way the spec writes them ('+18.3%', '+12%')", () => {
    expect(formatChange(18.3)).toBe('+18.3%');
    expect(formatChange(12)).toBe('+12%');
    expect(formatChange(-4.25)).toBe('-4.3%');
    expect(formatChange(0)).toBe('0%');
    expect(statTrend(3)).toBe('increase');
    expect(statTrend(-1)).toBe('decrease');
    expect(statTrend(0)).toBe('flat');
  });

  it('says the direction in words as well as the arrow and colour', () => {
    const { container } = render(
      <Stat label="Daily active learners" value="3,247" change={18.3} changeContext="this month" />,
    );
    const change = container.querySelector('[data-slot="stat-change"]');
    expect(change).toHaveTextContent('Increase: +18.3%this month');
    expect(container.querySelector('[data-slot="stat"]')).toHaveAttribute('data-trend', 'increase');
    expect(screen.getByText('3,247')).toBeInTheDocument();
  });

  it('speaks a fall as a decrease with a caller-chosen word', () => {
    const { container } = render(
      <Stat label="Completion" value="71%" change={-2} decreaseLabel="Down" />,
    );
    expect(container.querySelector('[data-slot="stat-change"]')).toHaveTextContent('Down: -2%');
  });

  it('shows a description instead of a change', () => {
    render(<Stat label="Health" value="99.9%" description="All systems operational" />);
    expect(screen.getByText('All systems operational')).toBeInTheDocument();
  });
});

describe('Stat in another language', () => {
  it('speaks the direction and writes the change in the page language', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esStat.id, esStat.default]]) }}>
        <Stat label="Universidades" value="3.247" change={18.3} />
      </I18nProvider>,
    );
    expect(document.querySelector('[data-slot="stat-change"]')).toHaveTextContent(
      /^Aumento: \+18,3\s%$/,
    );
  });
});
