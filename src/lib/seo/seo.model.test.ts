import { describe, expect, it } from 'vitest';
import { articleJsonLd, breadcrumbJsonLd, metaDescription, seoMeta, trail } from './seo.model';

describe('seoMeta', () => {
  it('builds a BreadcrumbList with absolute URLs and merges other nodes into one graph', () => {
    const meta = seoMeta(
      {
        title: 'ブログ',
        path: '/blog/a/',
        breadcrumbs: trail({ name: 'ブログ', path: '/blog/' }, { name: '記事', path: '/blog/a/' }),
        jsonLd: [{ '@type': 'Article', headline: '記事' }],
      },
      'https://shop.example.jp',
    );
    expect(meta.path).toBe('/blog/a/');
    const graph = (meta.jsonLd as { '@graph': Record<string, unknown>[] })['@graph'];
    expect(graph.map((n) => n['@type'])).toEqual(['BreadcrumbList', 'Article']);
    expect(graph[0]).toEqual(
      breadcrumbJsonLd(
        [
          { name: 'ホーム', path: '/' },
          { name: 'ブログ', path: '/blog/' },
          { name: '記事', path: '/blog/a/' },
        ],
        'https://shop.example.jp',
      ),
    );
    const items = (graph[0] as { itemListElement: { item: string; position: number }[] })
      .itemListElement;
    expect(items.map((i) => i.item)).toEqual([
      'https://shop.example.jp/',
      'https://shop.example.jp/blog/',
      'https://shop.example.jp/blog/a/',
    ]);
  });

  it('leaves out JSON-LD when there is no trail and no node', () => {
    expect(seoMeta({ title: 'x', path: '/' }, 'https://a.jp').jsonLd).toBeUndefined();
  });
});

describe('metaDescription', () => {
  it('strips tags and shortens', () => {
    expect(metaDescription('<p>春の <b>新作</b>&amp;</p>')).toBe('春の 新作');
    expect(metaDescription('あ'.repeat(200), 10)).toBe(`${'あ'.repeat(9)}…`);
  });
});

describe('articleJsonLd', () => {
  it('makes URLs absolute', () => {
    const a = articleJsonLd({
      title: 't',
      path: '/blog/a/',
      publishedAt: '2026-01-01T00:00:00Z',
      image: '/media/blogs/a.svg',
      site: 'https://a.jp',
      publisher: '店',
    });
    expect(a.mainEntityOfPage).toBe('https://a.jp/blog/a/');
    expect(a.image).toEqual(['https://a.jp/media/blogs/a.svg']);
  });
});
