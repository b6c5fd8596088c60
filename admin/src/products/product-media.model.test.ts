import { describe, expect, it } from 'vitest';
import {
  isAllowedLink,
  moved,
  newSizeTable,
  sameTable,
  thumbnailOf,
  withCell,
  withColumn,
  withLinked,
  withoutColumn,
  withoutRow,
  withRow,
} from './product-media.model';

describe('moved', () => {
  it('swaps with the neighbour and leaves the ends alone', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a'], 5, 1)).toEqual(['a']);
  });
});

describe('size table edits', () => {
  it('keeps every row as wide as the heading', () => {
    let table = newSizeTable(['サイズ', '着丈']);
    expect(table).toEqual([
      ['サイズ', '着丈'],
      ['', ''],
    ]);
    table = withCell(withRow(table), 2, 0, 'M');
    table = withColumn(table);
    expect(table.every((row) => row.length === 3)).toBe(true);
    expect(table[2]).toEqual(['M', '', '']);
    expect(withoutColumn(table, 1)[0]).toEqual(['サイズ', '']);
    expect(withoutRow(table, 1)).toHaveLength(2);
  });

  it('never removes the heading row or the last column, nor passes 12 columns', () => {
    const one = [['サイズ'], ['S']];
    expect(withoutRow(one, 0)).toEqual(one);
    expect(withoutColumn(one, 0)).toEqual(one);
    const wide = [Array.from({ length: 12 }, () => 'x')];
    expect(withColumn(wide)[0]).toHaveLength(12);
    expect(sameTable(one, [['サイズ'], ['S']])).toBe(true);
    expect(sameTable(one, null)).toBe(false);
  });
});

describe('withLinked', () => {
  it('adds a product once and never the product itself', () => {
    const a = { key: 'a', name: 'A', image_url: null };
    expect(withLinked([], a, 'self')).toEqual([a]);
    expect(withLinked([a], a, 'self')).toEqual([a]);
    expect(withLinked([], { ...a, key: 'self' }, 'self')).toEqual([]);
  });
});

describe('isAllowedLink', () => {
  it('takes web, mail and shop links and refuses scripts and protocol-relative hosts', () => {
    expect(isAllowedLink('https://example.jp/a')).toBe(true);
    expect(isAllowedLink('/product/oxford-shirt/')).toBe(true);
    expect(isAllowedLink('mailto:shop@example.jp')).toBe(true);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedLink(' JavaScript:alert(1)')).toBe(false);
    expect(isAllowedLink('//evil.example/')).toBe(false);
    expect(isAllowedLink('data:text/html,<script>')).toBe(false);
  });
});

describe('thumbnailOf', () => {
  it('prefers the 160 px rendition', () => {
    const image = {
      id: 1,
      url: '/u-800.webp',
      alt: '',
      position: 1,
      sizes: { '160': '/u-160.webp' },
    };
    expect(thumbnailOf(image)).toBe('/u-160.webp');
    expect(thumbnailOf({ ...image, sizes: {} })).toBe('/u-800.webp');
  });
});
