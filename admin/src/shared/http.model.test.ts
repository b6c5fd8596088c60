import { describe, expect, it } from 'vitest';
import { errorBodyOf, firstError, pagingFrom, queryString, rowsOf } from './http.model';

describe('pagingFrom', () => {
  it('reads the x-* paging headers', () => {
    const headers = new Headers({
      'x-total': '10234',
      'x-per-page': '50',
      'x-current-page': '3',
      'x-last-page': '205',
    });
    expect(pagingFrom(headers, 50)).toEqual({
      total: 10234,
      perPage: 50,
      currentPage: 3,
      lastPage: 205,
    });
  });

  it('tells a total that stopped counting (x-total-capped)', () => {
    const headers = new Headers({ 'x-total': '1000', 'x-per-page': '50', 'x-total-capped': '1' });
    expect(pagingFrom(headers, 50)).toMatchObject({ total: 1000, lastPage: 20, capped: true });
  });

  it('falls back to one page of the rows it got', () => {
    expect(pagingFrom(new Headers(), 7)).toEqual({
      total: 7,
      perPage: 7,
      currentPage: 1,
      lastPage: 1,
    });
  });
});

describe('queryString', () => {
  it('keeps set values only, encoded', () => {
    expect(queryString({ keyword: 'シャツ 白', page: 2, brand: '', category: undefined })).toBe(
      '?keyword=%E3%82%B7%E3%83%A3%E3%83%84+%E7%99%BD&page=2',
    );
  });

  it('is empty when nothing is set', () => {
    expect(queryString({ a: '', b: null })).toBe('');
  });
});

describe('errorBodyOf', () => {
  it('reads code, message and field errors', () => {
    const body = errorBodyOf({ code: 'x', message: 'm', errors: { name: ['必須です'] } });
    expect(firstError(body.errors, 'name')).toBe('必須です');
    expect(body.message).toBe('m');
  });

  it('turns anything else into an empty body', () => {
    expect(errorBodyOf('oops')).toEqual({});
    expect(errorBodyOf({ errors: ['a'] }).errors).toBeUndefined();
  });
});

describe('rowsOf', () => {
  it('unwraps { data } and { items }, keeps an array, and reads anything else as none', () => {
    expect(rowsOf({ data: [1, 2] })).toEqual([1, 2]);
    expect(rowsOf({ items: [3] })).toEqual([3]);
    expect(rowsOf([4])).toEqual([4]);
    expect(rowsOf({ data: 'x' })).toEqual([]);
    expect(rowsOf(undefined)).toEqual([]);
  });
});
