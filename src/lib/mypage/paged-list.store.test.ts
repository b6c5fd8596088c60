import { describe, expect, it, vi } from 'vitest';
import type { HistoryPage } from './history-list.model';
import { createPagedList } from './paged-list.store';

type Row = { id: number };
const page = (ids: number[], current: number, total: number, last: number): HistoryPage<Row> => ({
  data: ids.map((id) => ({ id })),
  paging: { current, last, total, per: 10 },
});

describe('createPagedList', () => {
  it('shows loading, then the page with its paging', async () => {
    let answer: (p: HistoryPage<Row>) => void = () => undefined;
    const list = createPagedList<Row>({ fetchPage: () => new Promise((r) => (answer = r)) });
    const loading = list.load(2);
    expect(list.$list.get().status).toBe('loading');
    answer(page([11, 12], 2, 12, 2));
    await loading;
    expect(list.$list.get()).toMatchObject({ status: 'ready', current: 2, last: 2, total: 12 });
    expect(list.$list.get().items.map((r) => r.id)).toEqual([11, 12]);
  });

  it('fails into the error state when the call throws', async () => {
    const list = createPagedList<Row>({ fetchPage: () => Promise.reject(new Error('offline')) });
    await list.load(1);
    expect(list.$list.get()).toMatchObject({ status: 'error', items: [] });
  });

  it('carries the figures beside the page, and lets each page be seen first', async () => {
    const seen = vi.fn();
    const list = createPagedList<Row, HistoryPage<Row> & { sum: number }, { allTotal: number }>({
      fetchPage: async () => ({ ...page([1], 1, 1, 1), sum: 5500 }),
      extra: { empty: { allTotal: 0 }, of: (p) => ({ allTotal: p.sum }) },
      onLoaded: seen,
    });
    expect(list.$list.get().allTotal).toBe(0);
    await list.load(1);
    expect(list.$list.get().allTotal).toBe(5500);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('removes an entry, drops the total and steps back a page when the last one shown goes', async () => {
    const fetchPage = vi.fn(async (n: number) =>
      n === 2 ? page([11], 2, 11, 2) : page([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 1, 10, 1),
    );
    const list = createPagedList<Row>({
      fetchPage,
      remove: { call: async () => true, idOf: (r) => r.id, failed: '削除できませんでした' },
    });
    await list.load(2);
    expect(await list.remove(11)).toEqual({ ok: true });
    expect(fetchPage).toHaveBeenLastCalledWith(1);
    expect(list.$list.get()).toMatchObject({ current: 1, total: 10 });
  });

  it('keeps the entry and answers the message when the delete fails', async () => {
    const list = createPagedList<Row>({
      fetchPage: async () => page([1, 2], 1, 2, 1),
      remove: { call: async () => false, idOf: (r) => r.id, failed: '削除できませんでした' },
    });
    await list.load(1);
    expect(await list.remove(1)).toEqual({ ok: false, message: '削除できませんでした' });
    expect(list.$list.get().total).toBe(2);
  });

  it('updates the entries shown only once a page is loaded', async () => {
    const list = createPagedList<Row>({ fetchPage: async () => page([1], 1, 1, 1) });
    list.update(() => [{ id: 99 }]);
    expect(list.$list.get().items).toEqual([]);
    await list.load(1);
    list.update((items) => items.map((r) => ({ id: r.id + 100 })));
    expect(list.$list.get().items).toEqual([{ id: 101 }]);
  });
});
