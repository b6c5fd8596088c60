import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { type StaffBrowser, signedInAs, staffCall } from '../../back-office/staff/staff.testing';
import { pictureOf } from '../../catalogue/product-media/product-media.testing';

type Item = Record<string, unknown> & { id: number; version: number; state: string; sort: number };
type Saved = {
  item: Item;
  publish: { changes: number[] };
  current?: Item;
  changed_fields?: string[];
};
type Failure = { code: string; errors?: Record<string, string[]> };

let api: TestApi;
let editor: StaffBrowser;
let operator: StaffBrowser;
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' } });
  editor = await signedInAs(api, 'editor@example.jp');
  operator = await signedInAs(api, 'operator@example.jp');
});
afterAll(() => api.drop());

const base = '/v1/admin/content';
const banner = (over: Record<string, unknown> = {}) => ({
  channel_id: null,
  is_show: true,
  publish_from: '2026-01-01T00:00:00+09:00',
  publish_to: '2099-01-01T00:00:00+09:00',
  area: 'main',
  title: '夏のセール',
  link: '/product/?sort=new',
  image_path: '',
  alt: '夏のセールのバナー',
  ...over,
});
const post = (kind: string, body: unknown, browser = editor) =>
  staffCall<Saved & Failure>(api, browser, 'POST', `${base}/${kind}`, { body });
const put = (kind: string, id: number, body: unknown) =>
  staffCall<Saved & Failure>(api, editor, 'PUT', `${base}/${kind}/${id}`, { body });
const auditRows = async (id: number) => {
  const rows = await api.database.db.query.auditLog.findMany();
  return rows.filter((r) => r.recordType === 'banners' && r.recordId === String(id));
};
const publicBanners = async () =>
  (await call<{ data: { title: string; alt?: string }[] }>(api.app, 'GET', '/v1/banners')).body
    .data;

describe('the content pattern on banners', () => {
  it('creates a banner that the shop then shows, with an audit row and a change to follow', async () => {
    const res = await post('banners', banner({ title: '公開テストバナー' }));
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ title: '公開テストバナー', version: 1, state: 'live' });
    expect(res.body.publish.changes.length).toBeGreaterThan(0);
    expect((await publicBanners()).map((b) => b.title)).toContain('公開テストバナー');
    expect(await auditRows(res.body.item.id)).toHaveLength(1);
  });

  it('refuses operators (403) and a period that ends before it starts (Japanese 422), saving nothing', async () => {
    expect((await post('banners', banner(), operator)).status).toBe(403);
    const before = (await publicBanners()).length;
    const res = await post(
      'banners',
      banner({
        publish_from: '2026-06-01T00:00:00+09:00',
        publish_to: '2026-05-01T00:00:00+09:00',
        title: '逆転',
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors?.publish_to?.[0]).toMatch(/公開終了/);
    expect((await publicBanners()).length).toBe(before);
  });

  it('takes only https, http and shop-path links', async () => {
    for (const link of [
      'javascript:alert(1)',
      '//evil.example/x',
      'data:text/html,x',
      'mailto:a@b.jp',
    ]) {
      const res = await post('banners', banner({ link }));
      expect(res.status, link).toBe(422);
      expect(res.body.errors?.link?.[0]).toMatch(/リンク先/);
    }
    expect((await post('banners', banner({ link: 'https://example.jp/sale' }))).status).toBe(201);
    // A bad link and a reversed period are named in the same answer.
    const both = await post(
      'banners',
      banner({ link: 'javascript:x', publish_to: '2025-01-01T00:00:00+09:00' }),
    );
    expect(Object.keys(both.body.errors ?? {}).sort()).toEqual(['link', 'publish_to']);
  });

  it('refuses a save based on an old version with what changed (409), and keeps the newer one', async () => {
    const { item } = (await post('banners', banner({ title: '版のテスト' }))).body;
    const first = await put('banners', item.id, { version: 1, title: '一人目の保存' });
    expect(first.status).toBe(200);
    expect(first.body.item.version).toBe(2);
    const stale = await put('banners', item.id, { version: 1, alt: '二人目の保存' });
    expect(stale.status).toBe(409);
    expect(stale.body.changed_fields).toEqual(['title']);
    expect(stale.body.current?.title).toBe('一人目の保存');
  });

  it('a save that fails its checks changes nothing (no version, no audit row)', async () => {
    const { item } = (await post('banners', banner({ title: '半端なし' }))).body;
    const res = await put('banners', item.id, {
      version: 1,
      title: '変わらない',
      publish_to: '2025-01-01T00:00:00+09:00',
    });
    expect(res.status).toBe(422);
    const now = await staffCall<Item>(api, editor, 'GET', `${base}/banners/${item.id}`);
    expect(now.body).toMatchObject({ title: '半端なし', version: 1 });
    expect(await auditRows(item.id)).toHaveLength(1);
  });

  it('hides, restores a kept version (undo), reorders and deletes after a version check', async () => {
    const { item } = (await post('banners', banner({ title: '元の題' }))).body;
    const hidden = await put('banners', item.id, { version: 1, is_show: false, title: '新しい題' });
    expect(hidden.body.item.state).toBe('hidden');
    expect((await publicBanners()).map((b) => b.title)).not.toContain('新しい題');
    const versions = await staffCall<{ data: { version: number }[] }>(
      api,
      editor,
      'GET',
      `${base}/banners/${item.id}/versions`,
    );
    expect(versions.body.data.map((v) => v.version)).toEqual([2, 1]);
    const undo = await staffCall<Saved>(
      api,
      editor,
      'POST',
      `${base}/banners/${item.id}/versions/1/restore`,
      { body: { version: 2 } },
    );
    expect(undo.body.item).toMatchObject({
      title: '元の題',
      is_show: true,
      version: 3,
      state: 'live',
    });

    const list = await staffCall<{ data: Item[] }>(api, editor, 'GET', `${base}/banners`);
    const ids = list.body.data.map((b) => b.id);
    const reversed = [...ids].reverse();
    const order = await staffCall(api, editor, 'PUT', `${base}/banners/order`, {
      body: { channel_id: null, ids: reversed },
    });
    expect(order.status).toBe(200);
    const after = await staffCall<{ data: Item[] }>(api, editor, 'GET', `${base}/banners`);
    expect(after.body.data.map((b) => b.id)).toEqual(reversed);
    const partial = await staffCall(api, editor, 'PUT', `${base}/banners/order`, {
      body: { channel_id: null, ids: reversed.slice(1) },
    });
    expect(partial.status).toBe(422);

    const stale = await staffCall(api, editor, 'DELETE', `${base}/banners/${item.id}?version=1`);
    expect(stale.status).toBe(409);
    const gone = await staffCall(api, editor, 'DELETE', `${base}/banners/${item.id}?version=3`);
    expect(gone.status).toBe(200);
    expect((await staffCall(api, editor, 'GET', `${base}/banners/${item.id}`)).status).toBe(404);
    expect((await auditRows(item.id)).map((r) => r.action)).toContain('content.banners.delete');
  });

  it('shows a banner for one channel only there, and only inside its period', async () => {
    await post('banners', banner({ title: 'wa だけ', channel_id: 'wa' }));
    await post('banners', banner({ title: 'まだ先', publish_from: '2098-01-01T00:00:00+09:00' }));
    expect((await publicBanners()).map((b) => b.title)).not.toContain('wa だけ');
    expect((await publicBanners()).map((b) => b.title)).not.toContain('まだ先');
    const wa = await call<{ data: { title: string }[] }>(api.app, 'GET', '/v1/banners', {
      channel: 'wa',
    });
    expect(wa.body.data.map((b) => b.title)).toContain('wa だけ');
    const list = await staffCall<{ data: Item[] }>(api, editor, 'GET', `${base}/banners`);
    expect(list.body.data.find((b) => b.title === 'まだ先')?.state).toBe('outside');
    expect((await post('banners', banner({ channel_id: 'nowhere' }))).status).toBe(422);
  });
});

describe('blog posts and categories', () => {
  it('publishes a post with a category and an uploaded picture; the body is sanitised', async () => {
    const category = await post('blog-categories', {
      channel_id: null,
      is_show: true,
      publish_from: null,
      publish_to: null,
      key: 'styling',
      name: 'スタイリング',
    });
    expect(category.status).toBe(201);
    const form = new FormData();
    form.set(
      'file',
      new File([new Uint8Array(await pictureOf('jpeg'))], 'p.jpg', { type: 'image/jpeg' }),
    );
    const encoded = new Response(form);
    const upload = await staffCall<{ path: string }>(api, editor, 'POST', `${base}/images`, {
      raw: {
        body: new Uint8Array(await encoded.arrayBuffer()),
        type: encoded.headers.get('content-type') ?? '',
      },
    });
    expect(upload.status).toBe(201);
    expect(upload.body.path).toMatch(/^\/media\/images\/[0-9a-f]{64}-800\.webp$/);
    const res = await post('blog-posts', {
      channel_id: null,
      is_show: true,
      publish_from: '2026-01-02T00:00:00+09:00',
      publish_to: null,
      key: 'coordinate-test-2026',
      title: '春のコーデ',
      summary: '春の装い',
      body: '<p>軽やかに<script>alert(1)</script></p>',
      category_id: category.body.item.id,
      image_path: upload.body.path,
      image_alt: '春のコーデの写真',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const shown = await call<{ body: string; category: string; image_path: string }>(
      api.app,
      'GET',
      '/v1/blogs/coordinate-test-2026',
    );
    expect(shown.body).toMatchObject({ category: 'スタイリング', image_path: upload.body.path });
    expect(shown.body.body).not.toContain('script');
    const taken = await post('blog-posts', { ...res.body.item, key: 'coordinate-test-2026' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors?.key?.[0]).toMatch(/スラッグ/);
    const unknown = await post('blog-posts', {
      ...res.body.item,
      key: 'other-post',
      category_id: 999999,
    });
    expect(unknown.body.errors?.category_id).toBeDefined();
    const hide = await put('blog-posts', res.body.item.id, { version: 1, is_show: false });
    expect(hide.status).toBe(200);
    expect((await call(api.app, 'GET', '/v1/blogs/coordinate-test-2026')).status).toBe(404);
  });
});
