import { describe, expect, it } from 'vitest';
import { applyMarkdownFormat } from './markdown-format';

describe('applyMarkdownFormat', () => {
  it('wraps the selection in bold or italic marks and keeps the words selected', () => {
    const bold = applyMarkdownFormat({ text: 'a word here', start: 2, end: 6 }, 'bold');
    expect(bold).toEqual({ text: 'a **word** here', start: 4, end: 8 });
    const italic = applyMarkdownFormat(bold, 'italic');
    expect(italic.text).toBe('a **_word_** here');
    expect(italic.text.slice(italic.start, italic.end)).toBe('word');
  });

  it('makes the selection a link text', () => {
    expect(applyMarkdownFormat({ text: 'see docs', start: 4, end: 8 }, 'link').text).toBe(
      'see [docs](https://)',
    );
  });

  it('marks every selected line as a list item or a heading', () => {
    const text = 'intro\none\ntwo';
    expect(applyMarkdownFormat({ text, start: 7, end: 13 }, 'list').text).toBe(
      'intro\n- one\n- two',
    );
    expect(applyMarkdownFormat({ text, start: 0, end: 0 }, 'heading').text).toBe(
      '## intro\none\ntwo',
    );
  });
});
