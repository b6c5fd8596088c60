import { describe, expect, it } from 'vitest';
import { categoryPath, toCategoryTree } from './catalog.model';
import type { CategoryRow } from './catalog.queries';
import { descendantIds } from './category-tree.model';
import { escapeLike, keywordTerms } from './sql-fragments.queries';

const at = new Date(0);
const cat = (id: number, key: string, parentId: number | null): CategoryRow => ({
  id,
  key,
  name: key.toUpperCase(),
  parentId,
  table: 'products',
  sort: 0,
  createdAt: at,
  updatedAt: at,
});
const all = [cat(1, 'wear', null), cat(2, 'shirts', 1), cat(3, 'food', null), cat(4, 'oxford', 2)];

describe('category helpers', () => {
  it('collects a category and all its descendants', () => {
    expect(descendantIds(all, 1).sort()).toEqual([1, 2, 4]);
    expect(descendantIds(all, 3)).toEqual([3]);
  });

  it('nests rows into a tree', () => {
    expect(toCategoryTree(all)).toEqual([
      {
        id: 1,
        key: 'wear',
        name: 'WEAR',
        children: [
          {
            id: 2,
            key: 'shirts',
            name: 'SHIRTS',
            children: [{ id: 4, key: 'oxford', name: 'OXFORD', children: [] }],
          },
        ],
      },
      { id: 3, key: 'food', name: 'FOOD', children: [] },
    ]);
  });

  it('gives the path from the root', () => {
    expect(categoryPath(all, 4).map((c) => c.key)).toEqual(['wear', 'shirts', 'oxford']);
    expect(categoryPath(all, null)).toEqual([]);
  });
});

describe('keyword helpers', () => {
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_off\\')).toBe('100\\%\\_off\\\\');
  });

  it('splits on half- and full-width spaces', () => {
    expect(keywordTerms(' シャツ\u3000白  綿 ')).toEqual(['シャツ', '白', '綿']);
  });
});

describe('product detail HTML', () => {
  it('keeps the allowlist only and makes shop links stay in the app', async () => {
    const { toProduct } = await import('./catalog.model');
    const row = {
      id: 1,
      key: 'k',
      code: 'C',
      name: 'n',
      summary: '',
      price: 100,
      beforePrice: null,
      taxRate: 10,
      categoryId: null,
      makerId: null,
      brandId: null,
      isAgeRestricted: false,
      isShow: true,
      publishedAt: new Date(),
      popularity: 0,
      sizeTable: null,
      imageHue: 0,
      imageMotif: '',
      version: 1,
      publishFrom: null,
      publishTo: null,
      deletedAt: null,
      inStock: true,
      createdAt: new Date(),
      updatedAt: new Date(),
      detailHtml:
        '<p onclick="x()">布<script>alert(1)</script><a href="http://localhost:4321/product/a/">a</a><iframe src="//e"></iframe></p>',
    };
    const empty = { variants: [], images: [], tags: [], makers: [], brands: [], categories: [] };
    const { detail } = toProduct(row, empty);
    expect(detail).toBe('<p>布<a href="/product/a/">a</a></p>');
  });
});
