import { describe, expect, it, vi } from 'vitest';

const asked: number[][] = [];
vi.mock('./history.api', () => ({
  createHistoryApi: () => ({
    guest: async (ids: number[]) => {
      asked.push(ids);
      return ids.map((id) => ({ product_id: id, product: { id, is_favorite: false } }));
    },
  }),
}));

const { $currentHistory, $productHistory, loadHistory } = await import('./history.store');

describe('the guest’s recently viewed products on a product page', () => {
  it('asks for the others only, and nothing on a first view', async () => {
    $currentHistory.set([7]);
    await loadHistory(7);
    expect(asked).toEqual([]);
    expect($productHistory.get()).toEqual([]);
  });
});

describe('after other views', () => {
  it('asks for the products viewed before, not the one shown', async () => {
    vi.resetModules();
    const store = await import('./history.store');
    store.$currentHistory.set([7, 3, 5]);
    await store.loadHistory(7);
    expect(asked).toEqual([[3, 5]]);
    expect(store.$productHistory.get()?.map((h) => h.product_id)).toEqual([3, 5]);
  });
});
