import { desc, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productImageFiles } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { type StaffBrowser, signedInAs, staffCall } from '../../back-office/staff/staff.testing';
import { memberToken } from '../../content/content/content.testing';
import { EXE_BYTES } from '../../inquiries/uploads/uploads.testing';
import { pictureOf, pngBomb, uploadPicture } from './product-media.testing';

type Image = {
  id: number;
  url: string;
  alt: string;
  position: number;
  sizes: Record<string, string>;
};
type Linked = { key: string; name: string; image_url: string | null };
type Relations = { related: Linked[]; recommended: Linked[]; accessory: Linked[] };

const KEY = 'oxford-shirt';
let api: TestApi;
let editor: StaffBrowser;
let operator: StaffBrowser;
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' } });
  editor = await signedInAs(api, 'editor@example.jp');
  operator = await signedInAs(api, 'operator@example.jp');
});
afterAll(() => api.drop());

const images = (key = KEY) =>
  staffCall<{ data: Image[] }>(api, editor, 'GET', `/v1/admin/products/${key}/images`);
const lastAudit = async () => {
  const [row] = await api.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
};
const publicProduct = async () =>
  (
    await call<{ images: { path: string; alt: string }[]; size_table: string[][] | null }>(
      api.app,
      'GET',
      `/v1/products/${KEY}`,
    )
  ).body;

describe('POST /v1/admin/products/{key}/images', () => {
  it('stores JPEG, PNG, WebP and AVIF as square WebP renditions the shop serves for a year', async () => {
    const before = (await images()).body.data.length;
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
      const res = await uploadPicture(api, editor, KEY, await pictureOf(format), {
        name: `shirt.${format}`,
        alt: `${format} の写真`,
      });
      expect(res.status, res.text).toBe(201);
    }
    const list = (await images()).body.data;
    expect(list).toHaveLength(before + 4);
    const added = list.at(-1) as Image;
    expect(added.alt).toBe('avif の写真');
    expect(added.url).toMatch(/^\/media\/images\/[0-9a-f]{64}-800\.webp$/);
    expect(Object.keys(added.sizes)).toEqual(['160', '400', '800']);
    for (const [width, path] of Object.entries(added.sizes)) {
      const res = await api.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        Number(width),
        Number(width),
      ]);
    }
    // The shop's product answer names the new picture, so the product page shows it.
    expect((await publicProduct()).images.map((i) => i.path)).toContain(added.url);
    const audit = await lastAudit();
    expect(audit?.action).toBe('product.image.add');
    expect(audit?.recordId).toBe(KEY);
  });

  it('refuses SVG, a renamed program, text and an empty file by their bytes, in Japanese', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const cases = [
      [svg, 'logo.svg', 'image/svg+xml'],
      [EXE_BYTES, 'photo.jpg', 'image/jpeg'],
      [Buffer.from('just text'), 'photo.png', 'image/png'],
      [Buffer.alloc(0), 'empty.jpg', 'image/jpeg'],
    ] as const;
    const count = (await images()).body.data.length;
    for (const [bytes, name, type] of cases) {
      const res = await uploadPicture(api, editor, KEY, bytes, { name, type });
      const body = expectApiError(res, 422, 'common.validation');
      expect(body.errors?.file?.[0]).toMatch(/JPEG|画像/);
    }
    expect((await images()).body.data).toHaveLength(count);
  });

  it('refuses an image bomb (a tiny PNG declaring 400 megapixels) before decoding it', async () => {
    const bomb = await pngBomb(20000);
    expect(bomb.length).toBeLessThan(200);
    const started = Date.now();
    const res = await uploadPicture(api, editor, KEY, bomb, {
      name: 'bomb.png',
      type: 'image/png',
    });
    expect(Date.now() - started).toBeLessThan(3000);
    const body = expectApiError(res, 422, 'common.validation');
    expect(body.errors?.file?.[0]).toMatch(/画素/);
  });

  it('refuses a file over 10 MB (422 by its size, 413 past the body limit)', async () => {
    const big = Buffer.concat([await pictureOf('jpeg', 8, 8), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await uploadPicture(api, editor, KEY, big);
    expect([413, 422]).toContain(res.status);
    expect(res.text).toMatch(/10MB|大き/);
  });

  it('keeps names off the file system: odd keys and file names only ever reach a lookup', async () => {
    const jpeg = await pictureOf('jpeg', 32, 32);
    for (const key of [
      '..%2F..%2Fetc',
      '%2E%2E',
      'oxford-shirt%00',
      'ｏｘｆｏｒｄ',
      '%E2%80%AEtxt',
    ]) {
      const res = await uploadPicture(api, editor, decodeURIComponent(key), jpeg);
      expect([400, 404]).toContain(res.status);
    }
    const res = await uploadPicture(api, editor, KEY, jpeg, {
      name: '../../../../tmp/x\u202e.jpg',
    });
    expect(res.status).toBe(201);
    const stored = await api.database.db
      .select({ name: productImageFiles.name })
      .from(productImageFiles)
      .where(like(productImageFiles.name, '%/%'));
    expect(stored).toEqual([]);
    // A media name that is not a hash is never looked up.
    expect((await api.app.request('/media/images/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await api.app.request('/media/images/x.webp')).status).toBe(404);
  });

  it('is for editors and owners only, with the CSRF token', async () => {
    const jpeg = await pictureOf('jpeg', 32, 32);
    expect((await uploadPicture(api, operator, KEY, jpeg)).status).toBe(403);
    expect((await uploadPicture(api, editor, KEY, jpeg, { csrf: false })).status).toBe(403);
    const member = await memberToken(api, 'taro@example.jp');
    const res = await api.app.request(`/v1/admin/products/${KEY}/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${member}` },
    });
    expect(res.status).toBe(401);
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await uploadPicture(api, editor, 'no-such-product', await pictureOf('png', 8, 8));
    expectApiError(res, 404, 'product.not_found');
  });
});

describe('order, alt text and removal', () => {
  it('reorders every picture, sets alt text and removes one with its renditions', async () => {
    const list = (await images()).body.data;
    const reversed = list.map((i) => i.id).reverse();
    const put = await staffCall<{ data: Image[] }>(
      api,
      editor,
      'PUT',
      `/v1/admin/products/${KEY}/images/order`,
      { body: { ids: reversed } },
    );
    expect(put.status).toBe(200);
    expect(put.body.data.map((i) => i.id)).toEqual(reversed);
    expect(put.body.data.map((i) => i.position)).toEqual(reversed.map((_, n) => n + 1));
    expect((await publicProduct()).images[0]?.path).toBe(put.body.data[0]?.url);
    expect((await lastAudit())?.action).toBe('product.image.order');

    const partial = await staffCall(api, editor, 'PUT', `/v1/admin/products/${KEY}/images/order`, {
      body: { ids: reversed.slice(1) },
    });
    expect(expectApiError(partial, 422, 'common.validation').errors?.ids).toBeDefined();

    const first = put.body.data[0] as Image;
    const alt = await staffCall<{ data: Image[] }>(
      api,
      editor,
      'PATCH',
      `/v1/admin/products/${KEY}/images/${first.id}`,
      { body: { alt: '  正面から見たシャツ  ' } },
    );
    expect(alt.body.data[0]?.alt).toBe('正面から見たシャツ');
    const long = await staffCall(
      api,
      editor,
      'PATCH',
      `/v1/admin/products/${KEY}/images/${first.id}`,
      {
        body: { alt: 'あ'.repeat(201) },
      },
    );
    expect(expectApiError(long, 422, 'common.validation').errors?.alt).toBeDefined();

    const uploaded = put.body.data.find((i) => i.url.startsWith('/media/images/')) as Image;
    const source = uploaded.url.slice('/media/images/'.length, -'-800.webp'.length);
    const del = await staffCall<{ data: Image[] }>(
      api,
      editor,
      'DELETE',
      `/v1/admin/products/${KEY}/images/${uploaded.id}`,
    );
    expect(del.status).toBe(200);
    expect(del.body.data.map((i) => i.id)).not.toContain(uploaded.id);
    expect(del.body.data.map((i) => i.position)).toEqual(del.body.data.map((_, n) => n + 1));
    const left = await api.database.db
      .select()
      .from(productImageFiles)
      .where(eq(productImageFiles.source, source));
    expect(left).toEqual([]);
    expect((await api.app.request(uploaded.sizes['400'] as string)).status).toBe(404);
    expect((await lastAudit())?.action).toBe('product.image.delete');
    // Another product's picture cannot be reached through this product.
    const otherKey = (
      await staffCall<{ data: { product_key: string }[] }>(
        api,
        editor,
        'GET',
        '/v1/admin/products?per=2',
      )
    ).body.data.find((p) => p.product_key !== KEY)?.product_key as string;
    const other = (await images(otherKey)).body.data[0] as Image;
    {
      const res = await staffCall(
        api,
        editor,
        'DELETE',
        `/v1/admin/products/${KEY}/images/${other.id}`,
      );
      expect(res.status).toBe(404);
    }
  });

  it('keeps the drawn demo pictures working after their rows move', async () => {
    const list = (await images()).body.data;
    const drawn = list.filter((i) => i.url.endsWith('.svg'));
    for (const image of drawn) expect((await api.app.request(image.url)).status).toBe(200);
  });
});

describe('PUT /v1/admin/products/{key}/size-table', () => {
  it('saves a rectangular table the product answer shows, and null removes it', async () => {
    const table = [
      ['サイズ', '着丈', '身幅'],
      ['S', '68', '50'],
      ['M', '70', '53'],
    ];
    const res = await staffCall(api, editor, 'PUT', `/v1/admin/products/${KEY}/size-table`, {
      body: { size_table: table },
    });
    expect(res.status).toBe(200);
    expect((await publicProduct()).size_table).toEqual(table);
    const audit = await lastAudit();
    expect(audit?.action).toBe('product.size_table');
    expect(audit?.after).toEqual({ size_table: table });
    const ragged = await staffCall(api, editor, 'PUT', `/v1/admin/products/${KEY}/size-table`, {
      body: { size_table: [['サイズ', '着丈'], ['S']] },
    });
    expect(expectApiError(ragged, 422, 'common.validation').errors?.size_table).toBeDefined();
    const cleared = await staffCall(api, editor, 'PUT', `/v1/admin/products/${KEY}/size-table`, {
      body: { size_table: null },
    });
    expect(cleared.status).toBe(200);
    expect((await publicProduct()).size_table).toBeNull();
    await staffCall(api, editor, 'PUT', `/v1/admin/products/${KEY}/size-table`, {
      body: { size_table: table },
    });
  });
});

describe('/v1/admin/products/{key}/relations', () => {
  it('replaces the kinds named, in order; unknown keys and the product itself are refused per field', async () => {
    const before = await staffCall<Relations>(
      api,
      editor,
      'GET',
      `/v1/admin/products/${KEY}/relations`,
    );
    expect(before.status).toBe(200);
    const keys = (
      await staffCall<{ data: { product_key: string }[] }>(
        api,
        editor,
        'GET',
        '/v1/admin/products?per=4',
      )
    ).body.data
      .map((p) => p.product_key)
      .filter((k) => k !== KEY)
      .slice(0, 3);
    const res = await staffCall<Relations>(
      api,
      editor,
      'PUT',
      `/v1/admin/products/${KEY}/relations`,
      {
        body: { related: [...keys].reverse(), accessory: [] },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.related.map((p) => p.key)).toEqual([...keys].reverse());
    expect(res.body.accessory).toEqual([]);
    expect(res.body.recommended).toEqual(before.body.recommended);
    expect(res.body.related[0]?.name).toBeTruthy();
    expect((await lastAudit())?.action).toBe('product.relations');
    const bad = await staffCall(api, editor, 'PUT', `/v1/admin/products/${KEY}/relations`, {
      body: { related: ['no-such-product'], recommended: [KEY] },
    });
    const body = expectApiError(bad, 422, 'common.validation');
    expect(body.errors?.related?.[0]).toMatch(/no-such-product/);
    expect(body.errors?.recommended).toBeDefined();
    const after = await staffCall<Relations>(
      api,
      editor,
      'GET',
      `/v1/admin/products/${KEY}/relations`,
    );
    expect(after.body.related.map((p) => p.key)).toEqual([...keys].reverse());
    const forbidden = await staffCall(api, operator, 'PUT', `/v1/admin/products/${KEY}/relations`, {
      body: { related: [] },
    });
    expect(forbidden.status).toBe(403);
  });
});

describe('a panel save based on older content (two editors at once)', () => {
  type Stale = { code: string; message: string; current: unknown };
  const base = `/v1/admin/products/${KEY}`;
  const auditCount = async () => (await api.database.db.select().from(auditLog)).length;
  /** A 409 as the product form gets it: the code, a Japanese message and the panel `current`. */
  const expectStale = (res: { status: number; body: unknown }) => {
    expect(res.status).toBe(409);
    const body = res.body as Stale;
    expect(body.code).toBe('common.version_conflict');
    expect(body.message).toMatch(/他のスタッフ/);
    expect(body.current).toBeDefined();
  };
  let owner: StaffBrowser;
  beforeAll(async () => {
    owner = await signedInAs(api, 'owner@example.jp');
    while ((await images()).body.data.length < 2) {
      await uploadPicture(api, editor, KEY, await pictureOf('png'), { name: 'x.png', alt: '' });
    }
  });

  it('pictures: a reorder or an alt text from an older state is refused 409 with the pictures as they are now', async () => {
    const opened = (await images()).body.data;
    const ids = opened.map((i) => i.id);
    // The owner reorders first, from the same state.
    const theirs = [...ids].reverse();
    const first = await staffCall(api, owner, 'PUT', `${base}/images/order`, {
      body: { ids: theirs, base: ids },
    });
    expect(first.status).toBe(200);
    const audits = await auditCount();
    const stale = await staffCall<Stale>(api, editor, 'PUT', `${base}/images/order`, {
      body: { ids: [ids[1], ids[0], ...ids.slice(2)], base: ids },
    });
    expectStale(stale);
    expect(stale.body.message).toMatch(/他のスタッフが先に商品画像を変更/);
    const current = stale.body.current as Image[];
    expect(current.map((i) => i.id)).toEqual(theirs);
    expect((await images()).body.data.map((i) => i.id)).toEqual(theirs);
    expect(await auditCount()).toBe(audits);
    // Based on what it now shows, the same save goes through.
    const again = await staffCall(api, editor, 'PUT', `${base}/images/order`, {
      body: { ids, base: theirs },
    });
    expect(again.status).toBe(200);

    const target = opened[0] as Image;
    const owners = await staffCall(api, owner, 'PATCH', `${base}/images/${target.id}`, {
      body: { alt: 'オーナーの代替テキスト', base: target.alt },
    });
    expect(owners.status).toBe(200);
    const staleAlt = await staffCall<Stale>(api, editor, 'PATCH', `${base}/images/${target.id}`, {
      body: { alt: '編集者の代替テキスト', base: target.alt },
    });
    expectStale(staleAlt);
    const shown = (staleAlt.body.current as Image[]).find((i) => i.id === target.id);
    expect(shown?.alt).toBe('オーナーの代替テキスト');
    expect((await images()).body.data.find((i) => i.id === target.id)?.alt).toBe(
      'オーナーの代替テキスト',
    );
  });

  it('size table: a save from an older table is refused 409 with the table as it is now', async () => {
    const opened = (await staffCall<{ size_table: string[][] | null }>(api, editor, 'GET', base))
      .body.size_table;
    const theirs = [
      ['サイズ', '着丈'],
      ['F', '66'],
    ];
    const first = await staffCall(api, owner, 'PUT', `${base}/size-table`, {
      body: { size_table: theirs, base: opened },
    });
    expect(first.status).toBe(200);
    const audits = await auditCount();
    const mine = [
      ['サイズ', '身幅'],
      ['L', '58'],
    ];
    const stale = await staffCall<Stale>(api, editor, 'PUT', `${base}/size-table`, {
      body: { size_table: mine, base: opened },
    });
    expectStale(stale);
    expect(stale.body.message).toMatch(/サイズ表/);
    expect(stale.body.current).toEqual({ size_table: theirs });
    expect((await publicProduct()).size_table).toEqual(theirs);
    expect(await auditCount()).toBe(audits);
    // A save that started with no table while one now exists is stale too.
    const fromNone = await staffCall(api, editor, 'PUT', `${base}/size-table`, {
      body: { size_table: mine, base: null },
    });
    expectStale(fromNone);
    const again = await staffCall(api, editor, 'PUT', `${base}/size-table`, {
      body: { size_table: mine, base: theirs },
    });
    expect(again.status).toBe(200);
    expect((await publicProduct()).size_table).toEqual(mine);
  });

  it('relations: a kind saved from an older list is refused 409 with the links as they are now; other kinds are not held back', async () => {
    const opened = (await staffCall<Relations>(api, editor, 'GET', `${base}/relations`)).body;
    const keysOf = (list: Linked[]) => list.map((p) => p.key);
    const first = await staffCall(api, owner, 'PUT', `${base}/relations`, {
      body: { related: ['senbei-gift'], base: { related: keysOf(opened.related) } },
    });
    expect(first.status).toBe(200);
    const audits = await auditCount();
    const stale = await staffCall<Stale>(api, editor, 'PUT', `${base}/relations`, {
      body: { related: [], base: { related: keysOf(opened.related) } },
    });
    expectStale(stale);
    expect(stale.body.message).toMatch(/関連商品/);
    expect(keysOf((stale.body.current as Relations).related)).toEqual(['senbei-gift']);
    expect(await auditCount()).toBe(audits);
    const other = await staffCall<Relations>(api, editor, 'PUT', `${base}/relations`, {
      body: { accessory: [], base: { accessory: keysOf(opened.accessory) } },
    });
    expect(other.status).toBe(200);
    expect(keysOf(other.body.related)).toEqual(['senbei-gift']);
  });
});
