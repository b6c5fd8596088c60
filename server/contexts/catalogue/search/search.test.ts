import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brands } from '../../../db/schema/index';
import { readLimiter } from '../../../http/rate-limit';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { req } from '../catalog/catalog.testing';
import { FINDABLES_TTL_MS } from './search.queries';
import { SEARCH_READS_PER_IP } from './search.routes';
import { AlternativesSchema, SuggestionsSchema, SynonymSchema } from './search-api.schema';

const TOKEN = 'search-synonym-token';
const SLOW_MS = 4000;
let api: TestApi;

beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: TOKEN } });
});
afterAll(() => api.drop());

const get = <T>(path: string, keyword: string, channel?: string) =>
  call<T>(api.app, 'GET', `/v1/search/${path}?keyword=${encodeURIComponent(keyword)}`, {
    channel,
  });
const suggestions = (keyword: string, channel?: string) =>
  get<v.InferOutput<typeof SuggestionsSchema>>('suggestions', keyword, channel);
const alternatives = (keyword: string) =>
  get<v.InferOutput<typeof AlternativesSchema>>('alternatives', keyword);

describe('GET /v1/search/suggestions', () => {
  it('suggests products, categories and brands for a partly typed keyword, in the documented shape', async () => {
    const res = await suggestions('しゃ');
    expect(res.status).toBe(200);
    const body = v.parse(v.strictObject(SuggestionsSchema.entries), res.body);
    expect(body.keyword).toBe('しゃ');
    expect(body.products.length).toBe(6);
    expect(body.products[0]?.product_key).toBe('oxford-shirt');
    for (const p of body.products) {
      expect(p.name).toMatch(/シャ/);
      expect(p.image_url).toMatch(/^\/media\//);
      expect(p.price_with_tax).toBeGreaterThan(0);
    }
    expect(body.categories.map((c) => c.name)).toContain('シャツ');
    expect(body.categories.length).toBeLessThanOrEqual(3);
    expect(body.brands.map((b) => b.name)).toContain('MINATO SHIRTS');
    expect(body.brands.length).toBeLessThanOrEqual(3);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  it('reuses the categories and brands it read for FINDABLES_TTL_MS, then finds a new brand', async () => {
    expect((await suggestions('ﾂｷﾐﾄﾞｳ')).body.brands).toHaveLength(1);
    await api.database.db
      .insert(brands)
      .values({ key: 'kasumi-do', name: '霞堂', kana: 'カスミドウ' });
    expect((await suggestions('かすみどう')).body.brands).toEqual([]);
    const now = performance.now();
    const later = vi.spyOn(performance, 'now').mockReturnValue(now + FINDABLES_TTL_MS + 1000);
    // The cache keeps its last reading of the clock for a millisecond.
    await new Promise((resolve) => setTimeout(resolve, 5));
    try {
      expect((await suggestions('かすみどう')).body.brands).toEqual([
        { key: 'kasumi-do', name: '霞堂' },
      ]);
    } finally {
      later.mockRestore();
    }
  });

  it('finds brands by their reading and half-width spelling', async () => {
    const res = await suggestions('ﾂｷﾐﾄﾞｳ');
    expect(res.body.brands).toEqual([expect.objectContaining({ name: '月見堂' })]);
    expect(res.body.products.length).toBeGreaterThan(0);
  });

  it('suggests only products the channel sells', async () => {
    const res = await suggestions('シャツ', 'school');
    expect(res.status).toBe(200);
    expect(res.body.products.map((p) => p.product_key)).not.toContain('oxford-shirt');
  });

  it('answers empty lists for an empty or blank keyword', async () => {
    for (const keyword of ['', '   ', '\u3000\u3000', '・、']) {
      const res = await suggestions(keyword);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ keyword, products: [], categories: [], brands: [] });
    }
    const none = await call<{ products: unknown[] }>(api.app, 'GET', '/v1/search/suggestions');
    expect(none.body.products).toEqual([]);
  });

  it('counts every suggestion call against the address (in the database on PostgreSQL)', async () => {
    const limiter = readLimiter(api.database, SEARCH_READS_PER_IP);
    const before = await limiter.used('ip:unknown');
    await suggestions('靴');
    await suggestions('靴');
    expect(await limiter.used('ip:unknown')).toBe(before + 2);
    const rows = await api.database.db.execute(
      sql`select key from rate_limits where key like 'search-reads%'`,
    );
    const found = ((rows as { rows?: unknown[] }).rows ?? rows) as unknown[];
    expect(found.length > 0).toBe(api.database.kind === 'postgres');
  });
});

describe('bad keywords are answered quickly and safely', () => {
  const paths = ['/v1/search/suggestions', '/v1/search/alternatives', '/v1/products'];
  const query = (path: string, raw: string) => `${path}?keyword=${raw}`;

  it.each([
    ['emoji only', encodeURIComponent('😀🎉')],
    ['percent', encodeURIComponent('%')],
    ['underscore', encodeURIComponent('_')],
    ['backslash', encodeURIComponent('\\')],
    ['quote', encodeURIComponent("' or 1=1 --")],
    ['LIKE pattern', encodeURIComponent('%_%\\%')],
    ['lone surrogate (escaped as UTF-8 bytes)', '%ED%A0%80'],
    ['invalid UTF-8', '%FF%FE'],
    [
      '50 one-letter words',
      encodeURIComponent(
        Array.from(
          'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん',
        )
          .slice(0, 50)
          .join(' '),
      ),
    ],
  ])('%s: 200, never a long scan', async (_, raw) => {
    for (const path of paths) {
      const started = performance.now();
      const res = await call<unknown>(api.app, 'GET', query(path, raw));
      expect(res.status, path).toBe(200);
      // A bound that catches a runaway plan (one took 6 s on the demo data), not a speed target:
      // the bench measures speed; this must hold on a busy test machine too.
      expect(performance.now() - started).toBeLessThan(SLOW_MS);
    }
  });

  it('SQL-looking keywords match only text that holds them literally', async () => {
    const res = await call<{ data: unknown[] }>(
      api.app,
      'GET',
      `/v1/products?keyword=${encodeURIComponent("' or 1=1 --")}`,
    );
    expect(res.body.data).toEqual([]);
    const emoji = await suggestions('😀');
    expect(emoji.body.products).toEqual([]);
  });

  it('a 1,000-character keyword is a Japanese 422, not a scan', async () => {
    for (const path of paths) {
      const res = await call<{ errors?: Record<string, string[]> }>(
        api.app,
        'GET',
        query(path, encodeURIComponent('シャツ'.repeat(334))),
      );
      expect(res.status, path).toBe(422);
      expect(JSON.stringify(res.body)).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
  });

  it('NUL in a keyword is refused with a Japanese message', async () => {
    for (const path of paths) {
      const res = await call<unknown>(api.app, 'GET', query(path, 'a%00b'));
      expect([400, 422], path).toContain(res.status);
      expect(JSON.stringify(res.body)).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
  });
});

describe('GET /v1/search/alternatives', () => {
  it('offers the search with a word left out, when that finds something', async () => {
    const res = await alternatives('キッズ　ゾウガメ');
    expect(res.status).toBe(200);
    const body = v.parse(v.strictObject(AlternativesSchema.entries), res.body);
    expect(body.fewer_words).toEqual([
      { keyword: 'キッズ', total: expect.any(Number), capped: false },
    ]);
    expect(body.fewer_words[0]?.total).toBeGreaterThan(0);
  });

  it('offers a close spelling the shop uses, with its count', async () => {
    const res = await alternatives('カーディガソ');
    expect(res.body.did_you_mean.map((d) => d.keyword)).toContain('カーディガン');
    for (const d of res.body.did_you_mean) expect(d.total).toBeGreaterThan(0);
  });

  it('always offers the channel’s popular products, most popular first', async () => {
    const res = await alternatives('ゾウガメ');
    expect(res.body.fewer_words).toEqual([]);
    expect(res.body.popular.length).toBe(6);
    expect(res.body.popular[0]?.key).toBe('oxford-shirt');
  });
});

describe('/v1/admin/search-synonyms', () => {
  const admin = (method: string, path: string, body?: unknown, token: string | null = TOKEN) =>
    req<unknown>(api.app, method, `/v1/admin/search-synonyms${path}`, {
      body,
      token: token ?? undefined,
    });
  const keys = async (keyword: string) => {
    const res = await call<{ data: { key: string }[] }>(
      api.app,
      'GET',
      `/v1/products?fields=list&per=100&keyword=${encodeURIComponent(keyword)}`,
    );
    return res.body.data.map((p) => p.key);
  };

  it('refuses every call without the admin token', async () => {
    expect((await admin('GET', '', undefined, null)).status).toBe(401);
    expect((await admin('POST', '', { terms: ['a', 'b'] }, 'wrong')).status).toBe(401);
    expect((await admin('PUT', '/1', { terms: ['a', 'b'] }, null)).status).toBe(401);
    expect((await admin('DELETE', '/1', undefined, null)).status).toBe(401);
  });

  it('lists the demo groups, Tシャツ = ティーシャツ among them', async () => {
    const res = await admin('GET', '');
    expect(res.status).toBe(200);
    const list = v.parse(v.object({ data: v.array(SynonymSchema) }), res.body).data;
    expect(list.some((s) => s.terms.includes('Tシャツ') && s.terms.includes('ティーシャツ'))).toBe(
      true,
    );
  });

  it('applies a new group from the next search, follows its change and forgets it when deleted', async () => {
    expect(await keys('トラウザーズ')).toEqual([]);
    const created = await admin('POST', '', { terms: ['トラウザーズ', 'チノパンツ'] });
    expect(created.status).toBe(201);
    const { id } = v.parse(SynonymSchema, created.body);
    expect(await keys('とらうざーず')).toContain('chino-pants-navy');

    const changed = await admin('PUT', `/${id}`, { terms: ['トラウザーズ', 'スラックス'] });
    expect(changed.status).toBe(200);
    const found = await keys('トラウザーズ');
    expect(found).toContain('wool-slacks-charcoal');
    expect(found).not.toContain('chino-pants-navy');

    expect((await admin('DELETE', `/${id}`)).status).toBe(204);
    expect(await keys('トラウザーズ')).toEqual([]);
    expect((await admin('DELETE', `/${id}`)).status).toBe(404);
    expect((await admin('PUT', `/${id}`, { terms: ['a', 'b'] })).status).toBe(404);
  });

  it('refuses a group of fewer than two words with a Japanese 422', async () => {
    for (const body of [{ terms: ['ひとつ'] }, { terms: [] }, { terms: ['', 'x'] }, {}]) {
      const res = await admin('POST', '', body);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
  });
});
