import { describe, expect, it } from 'vitest';
import {
  pageDraftOf,
  parentChoices,
  type TaxonomyItem,
  taxonomyBody,
  treeRows,
} from './taxonomy.model';

const item = (id: number, parent_id: number | null, sort = 0): TaxonomyItem => ({
  id,
  key: `c${id}`,
  name: `C${id}`,
  kana: '',
  description: '',
  parent_id,
  sort,
  product_count: 0,
  is_show: true,
  publish_from: null,
  publish_to: null,
  version: 0,
});
const items = [item(1, null, 2), item(2, 1), item(3, null, 1), item(4, 2), item(5, 99)];

describe('the category tree screen', () => {
  it('orders rows depth-first, siblings by their order, orphans at the top', () => {
    expect(treeRows(items).map((row) => [row.item.id, row.depth])).toEqual([
      [5, 0],
      [3, 0],
      [1, 0],
      [2, 1],
      [4, 2],
    ]);
  });

  it('offers as parents only categories outside the moved one’s subtree', () => {
    expect(parentChoices(items, 1).map((c) => c.id)).toEqual([3, 5]);
    expect(parentChoices(items, null)).toHaveLength(5);
  });

  it('sends a category’s parent and a brand’s reading', () => {
    const form = { key: ' new ', name: ' 名前 ', kana: ' かな ', parent: '3', sort: '2' };
    expect(taxonomyBody('categories', form)).toEqual({
      key: 'new',
      name: '名前',
      parent_id: 3,
      sort: 2,
    });
    expect(taxonomyBody('brands', { ...form, key: undefined, sort: 'x' })).toEqual({
      name: '名前',
      kana: 'かな',
      description: '',
      sort: 0,
    });
  });

  it('sends a maker’s or brand’s page text, never a category’s', () => {
    const form = {
      name: 'A',
      kana: '',
      description: ' 京都の老舗です。\n ',
      parent: '',
      sort: '0',
    };
    expect(taxonomyBody('makers', form).description).toBe('京都の老舗です。');
    expect(taxonomyBody('categories', form)).not.toHaveProperty('description');
  });
});

describe("a brand's or maker's page in the edit form", () => {
  it('shows its period in Japan time and sends it back with its display and version', () => {
    const brand = {
      ...item(7, null),
      is_show: false,
      publish_from: '2026-12-01T01:00:00.000Z',
      version: 4,
    };
    const page = pageDraftOf(brand);
    expect(page).toEqual({ show: false, from: '2026-12-01T10:00', to: '', version: 4 });
    const body = taxonomyBody('brands', { name: 'b', kana: '', parent: '', sort: '0', page });
    expect(body).toMatchObject({
      is_show: false,
      publish_from: '2026-12-01T10:00:00+09:00',
      publish_to: null,
      version: 4,
    });
    expect(
      taxonomyBody('categories', { name: 'c', kana: '', parent: '', sort: '0', page }),
    ).not.toHaveProperty('version');
  });
});
