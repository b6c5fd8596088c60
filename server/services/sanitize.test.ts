import { describe, expect, it } from 'vitest';
import { rewriteLink, sanitizeRichHtml } from './sanitize';

describe('sanitizeRichHtml', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const out = sanitizeRichHtml(
      '<p onclick="steal()">本文<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://e.x"></iframe>',
    );
    expect(out).toBe('<p>本文</p><a>x</a>');
  });

  it('keeps the allowlisted structure (headings, tables, lists, images)', () => {
    const html =
      '<h2>見出し</h2><table><tbody><tr><th>販売業者</th><td>大川屋</td></tr></tbody></table><ul><li>a</li></ul>';
    expect(sanitizeRichHtml(html)).toBe(html);
    expect(sanitizeRichHtml('<img src="https://x.jp/a.png" alt="a" style="x">')).toBe(
      '<img loading="lazy" src="https://x.jp/a.png" alt="a" />',
    );
  });

  it('makes shop links relative and opens external links in a new tab', () => {
    expect(sanitizeRichHtml('<a href="http://localhost:4321/product/x/?a=1">x</a>')).toBe(
      '<a href="/product/x/?a=1">x</a>',
    );
    expect(sanitizeRichHtml('<a href="/guide/" target="_blank">g</a>')).toBe(
      '<a href="/guide/">g</a>',
    );
    expect(sanitizeRichHtml('<a href="https://example.com/">e</a>')).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });
});

describe('rewriteLink', () => {
  it('treats listed hosts as the shop', () => {
    expect(rewriteLink('https://shop.jp/a/#b', new Set(['shop.jp']))).toEqual({
      href: '/a/#b',
      external: false,
    });
    expect(rewriteLink('https://other.jp/', new Set(['shop.jp'])).external).toBe(true);
  });
});
