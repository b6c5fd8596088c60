import { describe, expect, it, vi } from 'vitest';

const viewed: number[] = [];
vi.mock('./history.api', () => ({
  createHistoryApi: () => ({
    view: async (id: number) => {
      viewed.push(id);
    },
  }),
}));

const { $currentHistory, flushGuestHistory } = await import('./history.store');
const { $session } = await import('../session/session.store');

describe('the guest’s browsing history at login (spec §4 “Session”)', () => {
  it('is posted into the member’s, oldest first, and emptied here', async () => {
    $currentHistory.set([3, 2, 1]);
    await flushGuestHistory();
    expect(viewed).toEqual([1, 2, 3]);
    expect($currentHistory.get()).toEqual([]);
  });

  it('is flushed by a login made on the page while the store is loaded, not by a restore', async () => {
    viewed.length = 0;
    $currentHistory.set([5, 4]);
    // A stored login restored when the session is first checked keeps the list.
    $session.set({ ...$session.get(), check: true, isLogin: true });
    expect($currentHistory.get()).toEqual([5, 4]);
    $session.set({ ...$session.get(), isLogin: false });
    $session.set({ ...$session.get(), isLogin: true });
    await flushGuestHistory();
    expect(viewed).toEqual([4, 5]);
    expect($currentHistory.get()).toEqual([]);
  });
});
