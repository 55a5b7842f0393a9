import { describe, expect, it } from 'vitest';
import { directionOf, isLocaleCode, matchLocale } from './locales';

describe('matchLocale', () => {
  const offered = ['en', 'es', 'ar'];
  it('takes the best-rated tag the university offers', () => {
    expect(matchLocale('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.5', offered, 'en')).toBe('es');
    expect(matchLocale('ar-EG', offered, 'en')).toBe('ar');
    expect(matchLocale('en-GB;q=0.4, es-MX;q=0.7', offered, 'ar')).toBe('es');
  });
  it('gives the fallback for none, nothing, a refused tag or a malformed header', () => {
    expect(matchLocale('fr, de', offered, 'es')).toBe('es');
    expect(matchLocale(undefined, offered, 'ar')).toBe('ar');
    expect(matchLocale('es;q=0', offered, 'en')).toBe('en');
    expect(matchLocale(';;,,q=x', offered, 'en')).toBe('en');
  });
  it('reads * as the default, and the pseudo-locale only when asked for exactly', () => {
    expect(matchLocale('*', offered, 'es')).toBe('es');
    expect(matchLocale('en-XA', [...offered, 'en-XA'], 'es')).toBe('en-XA');
    expect(matchLocale('en-US', [...offered, 'en-XA'], 'es')).toBe('en');
  });
  it('knows each language and its direction', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('es')).toBe('ltr');
    expect(isLocaleCode('ar')).toBe(true);
    expect(isLocaleCode('xx')).toBe(false);
  });
});
