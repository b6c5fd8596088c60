import { describe, expect, it } from 'vitest';
import {
  isUnfiltered,
  parseListQuery,
  toApiParams,
  toListSearch,
  withFilters,
} from './catalog-query';

describe('product list query', () => {
  it('round-trips filters through the URL so a shared URL opens the same result', () => {
    const search =
      '?keyword=%E3%82%B7%E3%83%A3%E3%83%84+%E7%99%BD&category=mens-shirt&brand=b&price_min=1000&price_max=5000&sort=price_asc&page=2';
    const { filters } = parseListQuery(search);
    expect(filters).toMatchObject({
      keyword: 'シャツ 白',
      category: 'mens-shirt',
      sort: 'price_asc',
      page: 2,
    });
    expect(parseListQuery(toListSearch(filters)).filters).toEqual(filters);
  });

  it('sends child=true only with a category and always 15 a page', () => {
    const base = parseListQuery('').filters;
    expect(toApiParams(base)).toMatchObject({ per: 15, child: undefined });
    expect(toApiParams({ ...base, category: 'school' })).toMatchObject({ child: 'true' });
  });

  it('drops malformed values instead of failing', () => {
    const { filters, impossible } = parseListQuery(
      '?page=-3&sort=drop&price_min=1e9&price_max=abc&keyword=%20%E3%80%80',
    );
    expect(filters).toEqual({ sort: 'new', page: 1 });
    expect(impossible).toBe(false);
    expect(isUnfiltered(filters)).toBe(true);
    expect(parseListQuery(`?keyword=${'a'.repeat(500)}`).impossible).toBe(true);
    expect(parseListQuery('?page=999999999999').filters.page).toBe(100000);
  });

  it('returns to page 1 when a filter changes', () => {
    const filters = { ...parseListQuery('?page=4').filters };
    expect(withFilters(filters, { sort: 'popular' }).page).toBe(1);
    expect(toListSearch(withFilters(filters, { page: 3 }))).toBe('?page=3');
  });

  it('orders a keyword search by relevance unless the shopper chose an order', () => {
    const searched = parseListQuery('?keyword=%E3%81%97%E3%82%83%E3%81%A4').filters;
    expect(searched.sort).toBe('relevance');
    expect(toListSearch(searched)).toBe('?keyword=%E3%81%97%E3%82%83%E3%81%A4');
    expect(toApiParams(searched).sort).toBe('relevance');
    const newest = withFilters(searched, { sort: 'new' });
    expect(toListSearch(newest)).toContain('sort=new');
    expect(parseListQuery(toListSearch(newest)).filters.sort).toBe('new');
    // Relevance means nothing without a keyword: such a URL lists the newest first.
    expect(parseListQuery('?sort=relevance').filters.sort).toBe('new');
  });

  it('lets a default order follow the keyword and keeps a chosen one', () => {
    const plain = parseListQuery('').filters;
    const searched = withFilters(plain, { keyword: 'シャツ' });
    expect(searched.sort).toBe('relevance');
    expect(withFilters(searched, { keyword: undefined }).sort).toBe('new');
    const cheapest = withFilters(plain, { sort: 'price_asc' });
    expect(withFilters(cheapest, { keyword: 'シャツ' }).sort).toBe('price_asc');
  });
});
