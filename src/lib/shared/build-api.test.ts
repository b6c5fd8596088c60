import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { RENDER_READS, type RenderReadLedger } from '../../../contract/shared/render-reads';
import { BuildApiError, buildFind, buildGet, buildKeyedList } from './build-api';

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
    const failing = fakeFetch(500, {});
    await expect(
      buildGet('/x', Schema, { base: 'http://a', fetch: failing, retryDelays: [1, 1] }),
    ).rejects.toBeInstanceOf(BuildApiError);
    expect(failing).toHaveBeenCalledTimes(3);
    await expect(
      buildGet('/x', Schema, { base: 'http://a', fetch: fakeFetch(200, { data: 1 }) }),
    ).rejects.toThrow(/contract mismatch at data/);
  });

  it('reads a keyed list once and notes only the items a page picks, not the list', async () => {
    const noted: string[] = [];
    const ledger: RenderReadLedger = {
      api: (url) => noted.push(`api ${url}`),
      item: (url, channel, field, value, item) =>
        noted.push(`item ${channel} ${url} ${field}=${value} ${item}`),
      every: () => undefined,
      apart: (load) => ({ value: load(), replay: () => undefined }),
    };
    (globalThis as Record<symbol, unknown>)[RENDER_READS] = ledger;
    try {
      const fetch = fakeFetch(200, { data: [{ key: 'a', extra: 1 }, { key: 'b' }] });
      const pick = await buildKeyedList('/v1/list', v.object({ key: v.string() }), 'key', {
        base: 'http://api.test',
        fetch,
      });
      expect(pick('a')).toEqual({ key: 'a' });
      expect(pick('z')).toBeNull();
      expect(fetch).toHaveBeenCalledTimes(1);
      // The item as the API sent it (its extra field too), so a patch compares the same text.
      expect(noted).toEqual([
        'item default http://api.test/v1/list key=a {"key":"a","extra":1}',
        'item default http://api.test/v1/list key=z null',
      ]);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[RENDER_READS];
    }
  });

  it('resolves a 404 to null with buildFind', async () => {
    expect(
      await buildFind('/x', Schema, { base: 'http://a', fetch: fakeFetch(404, {}) }),
    ).toBeNull();
  });

  it('retries network errors, 5xx and 429 with growing waits, then succeeds', async () => {
    const outcomes: (() => Response)[] = [
      () => {
        throw new TypeError('fetch failed');
      },
      () => new Response('busy', { status: 503 }),
      () => new Response('slow down', { status: 429 }),
      () => new Response(JSON.stringify({ data: [{ key: 'b' }] }), { status: 200 }),
    ];
    const fetch = vi.fn(async () => (outcomes.shift() as () => Response)());
    const started = Date.now();
    const res = await buildGet('/v1/blogs', Schema, {
      base: 'http://a',
      fetch: fetch as unknown as typeof globalThis.fetch,
      retryDelays: [20, 40, 80, 160],
    });
    expect(res.data.data[0]?.key).toBe('b');
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(20 + 40 + 80 - 5);
  });

  it('never retries a 4xx other than 429, nor a contract mismatch', async () => {
    const notFound = fakeFetch(404, {});
    await expect(
      buildGet('/x', Schema, { base: 'http://a', fetch: notFound, retryDelays: [1, 1] }),
    ).rejects.toMatchObject({ status: 404 });
    expect(notFound).toHaveBeenCalledTimes(1);
    const mismatch = fakeFetch(200, { data: 1 });
    await expect(
      buildGet('/x', Schema, { base: 'http://a', fetch: mismatch, retryDelays: [1, 1] }),
    ).rejects.toThrow(/contract mismatch/);
    expect(mismatch).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last wait with the network error', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(
      buildGet('/x', Schema, { base: 'http://a', fetch: down, retryDelays: [1, 2, 3, 4] }),
    ).rejects.toMatchObject({ status: 0 });
    expect(down).toHaveBeenCalledTimes(5);
  });
});
