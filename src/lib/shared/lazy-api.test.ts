import { describe, expect, it, vi } from 'vitest';
import { lazyApi } from './lazy-api';

describe('lazyApi', () => {
  it('loads the API on the first call only, then passes each call and its answer through', async () => {
    const load = vi.fn(async () => ({ add: async (a: number, b: number) => a + b }));
    const api = lazyApi(load);
    expect(load).not.toHaveBeenCalled();
    expect(await api.add(1, 2)).toBe(3);
    expect(await api.add(2, 3)).toBe(5);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed, and passes a call’s failure on', async () => {
    const load = vi
      .fn<() => Promise<{ fail: () => Promise<never> }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ fail: () => Promise.reject(new Error('422')) });
    const api = lazyApi(load);
    await expect(api.fail()).rejects.toThrow('offline');
    await expect(api.fail()).rejects.toThrow('422');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not a promise itself', async () => {
    const load = vi.fn(async () => ({ ping: async () => 'pong' }));
    const api = lazyApi(load);
    expect(await Promise.resolve(api)).toBe(api);
    expect(load).not.toHaveBeenCalled();
  });
});
