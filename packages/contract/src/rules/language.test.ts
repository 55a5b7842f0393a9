import { describe, expect, it } from 'vitest';
import { languageCode } from './language';

describe('languageCode', () => {
  it.each([
    ['English', 'en'],
    ['Spanish', 'es'],
    ['French', 'fr'],
    ['German', 'de'],
    ['Italian', 'it'],
    ['english', 'en'],
    ['Portuguese', 'portuguese'],
    ['PT-BR', 'pt-br'],
  ])('sends %s as %s', (language, code) => {
    expect(languageCode(language)).toBe(code);
  });
});
