import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize-svg';

describe('sanitizeSvg', () => {
  it('keeps shapes, text and case-sensitive names', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img" aria-label="絵"><title>絵</title><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><text x="1" y="5">あ</text></svg>';
    const out = sanitizeSvg(svg);
    expect(out).toContain('viewBox="0 0 10 10"');
    expect(out).toContain('<linearGradient id="g">');
    expect(out).toContain('<text x="1" y="5">あ</text>');
  });

  it('drops scripts, handlers, styles, links, foreign objects and references', () => {
    const out = sanitizeSvg(
      '<svg onload="x()"><script>y()</script><style>*{}</style><a href="javascript:z()"><rect width="1" style="fill:red"/></a><foreignObject><p>html</p></foreignObject><use href="https://evil.example/#a"/><image href="https://evil.example/a.png"/></svg>',
    );
    expect(out).toBe('<svg><rect width="1"></rect></svg>');
  });
});
