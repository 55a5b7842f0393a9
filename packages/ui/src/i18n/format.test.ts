import { describe, expect, it } from 'vitest';
import { formattersFor, intl } from './format';

describe('intl', () => {
  it('makes a formatter once per kind, language and options', () => {
    const percent = intl(Intl.NumberFormat, 'es', { style: 'percent' });
    expect(intl(Intl.NumberFormat, 'es', { style: 'percent' })).toBe(percent);
    expect(intl(Intl.NumberFormat, 'ar', { style: 'percent' })).not.toBe(percent);
    expect(intl(Intl.NumberFormat, 'es', { style: 'decimal' })).not.toBe(percent);
    expect(intl(Intl.PluralRules, 'es', {})).not.toBe(percent);
    expect(percent.format(0.5)).toBe(new Intl.NumberFormat('es', { style: 'percent' }).format(0.5));
  });

  it('formats the pseudo-locale as English', () => {
    expect(intl(Intl.DateTimeFormat, 'en-XA', {}).resolvedOptions().locale).toBe('en');
  });
});

describe('formattersFor', () => {
  it('gives one set of formatters per language', () => {
    expect(formattersFor('es')).toBe(formattersFor('es'));
    expect(formattersFor('es')).not.toBe(formattersFor('en'));
  });

  it('formats in the language it was made for', () => {
    expect(formattersFor('es').number(1234.5)).toBe('1234,5');
    expect(formattersFor('en').number(1234.5)).toBe('1,234.5');
    expect(formattersFor('en').percent(0.42)).toBe('42%');
    expect(formattersFor('en').relative(Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 4))).toBe(
      '3 days ago',
    );
  });
});
