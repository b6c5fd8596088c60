import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { BuildApiError, buildFind, buildGet } from './build-api';

const Schema = v.object({ data: v.array(v.object({ key: v.string() })) });

function fakeFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers }),
  ) as unknown as typeof fetch;
}

describe('build-api', () => {
  it('gets, checks and reads paging, with the channel header', async () => {
    const fetch = fakeFetch(
      200,
      { data: [{ key: 'a' }] },
      { 'x-total': '1', 'x-per-page': '15', 'x-last-page': '1', 'x-current-page': '1' },
    );
    const res = await buildGet('/v1/products', Schema, {
      base: 'http://api.test',
      params: { page: 1 },
      fetch,
    });
    expect(res.data.data[0]?.key).toBe('a');
    expect(res.paging?.last).toBe(1);
    const [url, init] = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/v1/products?page=1');
    expect(init.headers['X-Channel-Id']).toBe('default');
  });

  it('throws on errors and contract mismatches so the build fails', async () => {
    await expect(
      buildGet('/x', Schema, { base: 'http://a', fetch: fakeFetch(500, {}) }),
    ).rejects.toBeInstanceOf(BuildApiError);
    await expect(
      buildGet('/x', Schema, { base: 'http://a', fetch: fakeFetch(200, { data: 1 }) }),
    ).rejects.toThrow(/contract mismatch at data/);
  });

  it('resolves a 404 to null with buildFind', async () => {
    expect(
      await buildFind('/x', Schema, { base: 'http://a', fetch: fakeFetch(404, {}) }),
    ).toBeNull();
  });
});
