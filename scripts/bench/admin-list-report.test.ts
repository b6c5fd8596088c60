import { describe, expect, it } from 'vitest';
import {
  ADMIN_LIST_TARGET_MS,
  type AdminListFigure,
  type AdminListRow,
  adminListCalls,
  adminListReportLines,
} from './admin-list-report';

const open = { requests: 100, errors: 0, max: 40, load: 1.5 };
const row = (call: string, p95: number): AdminListRow => ({
  ...open,
  call,
  query: 'per=50',
  p50: p95 / 2,
  p95,
});
const figure = (rows: AdminListRow[]): AdminListFigure => ({
  products: 10_000,
  listed: 9_990,
  seedSeconds: 42,
  rate: 10,
  seconds: 10,
  floor: { ...open, p50: 1.2, p95: 2.5, load: 0.8 },
  rows,
  plans: [],
});

describe('adminListCalls', () => {
  it('asks for page 1, a page 90 % deep, a search, each filter and a price sort, 50 a page', () => {
    const calls = adminListCalls(10_000, {
      category: '3',
      brand: '7',
      channel: 'wa',
      keyword: 'シャツ',
    });
    expect(calls.map((c) => c.call)).toEqual([
      'no filter, page 1',
      'deep page 180',
      'keyword',
      'category',
      'brand',
      'visibility hidden',
      'stock out',
      'channel wa',
      'sorted by price',
    ]);
    expect(calls.every((c) => c.query.per === '50')).toBe(true);
    expect(calls[1]?.query.page).toBe('180');
    expect(calls[2]?.query.keyword).toBe('シャツ');
    expect(calls[8]?.query).toMatchObject({ sort: 'price', order: 'asc' });
  });

  it('never asks for page 0 of a small list', () => {
    expect(
      adminListCalls(10, { category: '1', brand: '1', channel: 'x', keyword: 'a' })[1],
    ).toMatchObject({ call: 'deep page 1', query: { page: '1' } });
  });
});

describe('adminListReportLines', () => {
  it('puts the floor and the load beside each call and marks p95 against the target', () => {
    const lines = adminListReportLines([
      figure([row('keyword', ADMIN_LIST_TARGET_MS), row('stock out', ADMIN_LIST_TARGET_MS + 0.1)]),
    ]);
    expect(lines[1]).toBe(
      '-- 10,000 products (9,990 listed), seeded in 42s; 10 req/s for 10s a row',
    );
    const keyword = lines.find((l) => l.startsWith('keyword'));
    expect(keyword).toContain('1.2/2.5 (0.8)');
    expect(keyword).toContain(' 1.5 ');
    expect(keyword).toMatch(/ ok$/);
    expect(lines.find((l) => l.startsWith('stock out'))).toMatch(/ OVER$/);
    expect(lines.at(-1)).toBe('OVER target at 10,000: stock out');
  });

  it('says so when every call is within the target', () => {
    const lines = adminListReportLines([figure([row('brand', 20)])]);
    expect(lines.at(-1)).toBe(`every call within ${ADMIN_LIST_TARGET_MS} ms p95 at 10,000`);
  });
});
