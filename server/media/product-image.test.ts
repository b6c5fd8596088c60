import sax from 'sax';
import { describe, expect, it } from 'vitest';
import { MOTIFS } from './motifs.ts';
import { renderBannerImage, renderProductImage, wrapTitle } from './product-image.ts';

/** Parses strictly as XML; throws on any malformed markup. */
function parseXml(xml: string): { root: string; attrs: Record<string, string>; texts: string[] } {
  const parser = sax.parser(true);
  let root = '';
  let attrs: Record<string, string> = {};
  const texts: string[] = [];
  parser.onerror = (e) => {
    throw e;
  };
  parser.onopentag = (node) => {
    if (!root) {
      root = node.name;
      attrs = node.attributes as Record<string, string>;
    }
  };
  parser.ontext = (t) => texts.push(t);
  parser.write(xml).close();
  return { root, attrs, texts };
}

describe('renderProductImage', () => {
  it.each(MOTIFS)('draws a well-formed 800x800 svg for motif %s', (motif) => {
    for (const index of [0, 1, 2]) {
      const svg = renderProductImage({ name: 'オックスフォードシャツ', hue: 210, motif, index });
      const { root, attrs } = parseXml(svg);
      expect(root).toBe('svg');
      expect(attrs.width).toBe('800');
      expect(attrs.height).toBe('800');
    }
  });

  it('escapes markup in the name', () => {
    const name = '<script>alert("x")</script> & \'田中\'';
    const svg = renderProductImage({ name, hue: 10, motif: 'shirt', index: 0 });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    const { texts } = parseXml(svg);
    expect(texts).toContain(name);
  });

  it('references nothing external', () => {
    const svg = renderProductImage({ name: '煎餅', hue: 30, motif: 'senbei', index: 2 });
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(svg).not.toMatch(/@import|<image|href=/);
  });

  it('varies by index and motif, falls back for unknown motifs and bad numbers', () => {
    const a = renderProductImage({ name: 'a', hue: 100, motif: 'cup', index: 0 });
    const b = renderProductImage({ name: 'a', hue: 100, motif: 'cup', index: 1 });
    const c = renderProductImage({ name: 'a', hue: 100, motif: 'bowl', index: 0 });
    expect(a).not.toBe(b);
    expect(a).not.toBe(c);
    const unknown = renderProductImage({ name: 'a', hue: Number.NaN, motif: 'zzz', index: -3 });
    expect(unknown).toBe(renderProductImage({ name: 'a', hue: 0, motif: 'box', index: 0 }));
  });

  it('shortens a long caption but keeps the full name in the title', () => {
    const name = 'とても長い商品名がここに入りますので途中で省略されることを確認します';
    const svg = renderProductImage({ name, hue: 0, motif: 'box', index: 0 });
    expect(svg).toContain(`<title>${name}</title>`);
    expect(svg).toContain('…</text>');
  });
});

describe('renderBannerImage', () => {
  it('draws a well-formed 1200x400 svg with the escaped title', () => {
    const title = '春の新生活セール <最大30%OFF> & 送料無料';
    const svg = renderBannerImage({ title, hue: 340 });
    const { root, attrs, texts } = parseXml(svg);
    expect(root).toBe('svg');
    expect(attrs.width).toBe('1200');
    expect(attrs.height).toBe('400');
    expect(texts).toContain(title);
    expect(svg).toContain('&lt;最大30%OFF&gt; &amp;');
  });

  it('wraps a long title onto two lines', () => {
    const svg = renderBannerImage({ title: 'あいうえおかきくけこさしすせそたちつてと', hue: 0 });
    expect(svg.match(/<tspan/g)).toHaveLength(2);
  });
});

describe('wrapTitle', () => {
  it('keeps a short title on one line and breaks long ones at a space', () => {
    expect(wrapTitle('新入学準備', 15)).toEqual(['新入学準備']);
    expect(wrapTitle('新入学・新生活応援フェア 制服と通学用品がお得', 15)).toEqual([
      '新入学・新生活応援フェア',
      '制服と通学用品がお得',
    ]);
    expect(wrapTitle('春の新生活セール 最大30%OFF', 15)).toHaveLength(1);
  });

  it('breaks a long title without spaces by width and never returns more than two lines', () => {
    const lines = wrapTitle('あ'.repeat(40), 15);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('あ'.repeat(15));
    expect(lines[1]?.endsWith('…')).toBe(true);
  });
});
