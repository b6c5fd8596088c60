import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../shared/http/http-client';
import { createPostalApi } from './postal.api';

describe('postal calls', () => {
  it('reads the prefecture list from GET /v1/postal-codes/prefectures in code order', async () => {
    const get = vi.fn(async () => ({
      ignored: false,
      data: {
        data: [
          { code: 2, name: '青森県' },
          { code: 1, name: '北海道' },
        ],
      },
    }));
    const api = createPostalApi({ get } as unknown as HttpClient);
    expect(await api.prefectures()).toEqual(['北海道', '青森県']);
    expect(get).toHaveBeenCalledWith('/v1/postal-codes/prefectures', { session: false });
  });
});
