import { describe, expect, it } from 'vitest';
import Markdown from 'markdown-to-jsx/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { htmlToMarkdown, htmlToPlainText } from './html-to-markdown';

/** As the lesson player draws a text lesson: markdown-to-jsx with raw HTML off. */
function rendered(markdown: string): string {
  return renderToStaticMarkup(
    createElement(
      Markdown,
      { options: { disableParsingRawHTML: true, forceBlock: true } },
      markdown,
    ),
  );
}

describe('HTML page to lesson Markdown', () => {
  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', /alert|script/i],
    [
      'an event handler',
      '<p onclick="alert(1)">Hi</p><img src="https://x.test/a.png" onerror="alert(1)">',
      /alert|onclick|onerror/i,
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">Hi</a>', /javascript|alert/i],
    [
      'a mixed-case, tab-split javascript: link',
      '<a href="JaVa\tScRiPt:alert(1)">Hi</a>',
      /script|alert/i,
    ],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="Hi">', /data:|base64/i],
    ['an SVG with onload', '<svg onload="alert(1)"><circle/></svg><p>Hi</p>', /svg|alert|onload/i],
    [
      'a style sheet',
      '<style>body{display:none}</style><p style="color:red">Hi</p>',
      /display|color|style/i,
    ],
    [
      'a form',
      '<form action="https://evil.test"><input name="p"><button>Hi</button></form>',
      /form|input|evil/i,
    ],
    ['an iframe', '<iframe src="https://evil.test/x"></iframe><p>Hi</p>', /iframe|evil/i],
    [
      'an object and an embed',
      '<object data="https://evil.test/x"></object><embed src="https://evil.test/y"><p>Hi</p>',
      /object|embed|evil/i,
    ],
    [
      'a meta refresh and a base',
      '<meta http-equiv="refresh" content="0;url=https://evil.test"><base href="https://evil.test/"><p>Hi</p>',
      /refresh|evil|base/i,
    ],
    ['a comment', '<!-- <script>alert(1)</script> --><p>Hi</p>', /alert|script/i],
  ])('removes %s', (_name, html, unsafe) => {
    const { markdown } = htmlToMarkdown(html);
    expect(markdown).toContain('Hi');
    expect(markdown).not.toMatch(unsafe);
    expect(rendered(markdown)).not.toMatch(unsafe);
  });

  it('keeps Markdown syntax typed as text from becoming a link', () => {
    const { markdown } = htmlToMarkdown('<p>[click](javascript:alert(1)) and *not emphasis*</p>');
    const html = rendered(markdown);
    expect(html).not.toContain('<a');
    expect(html).not.toContain('<em>');
    expect(html).toContain('[click](javascript:alert(1))');
  });

  it('writes the structure the player renders: headings, lists, quotes, code and tables', () => {
    const { markdown } = htmlToMarkdown(`
      <h1>Title</h1><h3>Part</h3>
      <ol><li>one</li><li>two</li></ol><ul><li>dot</li></ul>
      <blockquote>quoted</blockquote><pre><code>let x = 1;</code></pre>
      <p><del>old</del> <em>new</em> <strong>bold</strong> <code>__init__</code></p>
      <table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>`);
    const html = rendered(markdown);
    expect(html).toMatch(/<h1[^>]*>Title<\/h1>/);
    expect(html).toMatch(/<h3[^>]*>Part<\/h3>/);
    expect(html).toMatch(/<ol[^>]*><li>one<\/li><li>two<\/li><\/ol>/);
    expect(html).toContain('<blockquote>');
    expect(html).toContain('let x = 1;');
    expect(html).toContain('<del>old</del>');
    expect(html).toContain('<em>new</em>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<code>__init__</code>');
    expect(html).toMatch(/<table>.*<th>A<\/th>.*<td>2<\/td>/s);
  });

  it('counts what it leaves out: images stored in the cartridge and frames', () => {
    const converted = htmlToMarkdown(
      '<img src="%24IMS-CC-FILEBASE%24/a.png" alt="Diagram"><img src="https://cdn.test/b.png" alt="Photo"><iframe src="https://video.test/1"></iframe>',
    );
    expect(converted.localImages).toBe(1);
    expect(converted.frames).toEqual(['https://video.test/1']);
    expect(converted.markdown).toContain('*Diagram*');
    expect(converted.markdown).toContain('![Photo](https://cdn.test/b.png)');
  });

  it('reduces a quiz text to plain words', () => {
    expect(
      htmlToPlainText('<div><p>Is 2 &lt; 3 &amp;&nbsp;true?</p><script>x()</script></div>'),
    ).toEqual({
      text: 'Is 2 < 3 & true?',
      localImages: 0,
    });
  });
});
