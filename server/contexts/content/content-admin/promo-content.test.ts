import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { type StaffBrowser, signedInAs, staffCall } from '../../back-office/staff/staff.testing';

type Item = Record<string, unknown> & { id: number; version: number; state: string };
type Saved = { item: Item; publish: { changes: number[] }; changed_fields?: string[] };
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
const open = {
  channel_id: null,
  is_show: true,
  publish_from: '2026-01-01T00:00:00+09:00',
  publish_to: '2099-01-01T00:00:00+09:00',
};
const post = (kind: string, body: unknown, browser = editor) =>
  staffCall<Saved & Failure>(api, browser, 'POST', `${base}/${kind}`, { body });
const put = (kind: string, id: number, body: unknown) =>
  staffCall<Saved & Failure>(api, editor, 'PUT', `${base}/${kind}/${id}`, { body });
const auditActions = async (kind: string, id: number) =>
  (await api.database.db.query.auditLog.findMany())
    .filter((r) => r.recordType === kind && r.recordId === String(id))
    .map((r) => r.action);

/** Each kind: a valid body, what the storefront shows of it (by title), and fields that 422. */
const kinds = {
  popups: {
    body: (title: string) => ({
      ...open,
      title,
      body: '<p>送料無料<script>alert(1)</script></p>',
      link: '/product/',
      link_label: '商品を見る',
      placement: 'top',
    }),
    shown: async (channel?: string) =>
      (
        await call<{ data: { title: string; body: string }[] }>(
          api.app,
          'GET',
          '/v1/popups',
          channel ? { channel } : undefined,
        )
      ).body.data,
    bad: { link: 'javascript:alert(1)', placement: 'side', title: '' },
    badWords: { link: /リンク先/, placement: /表示場所/, title: /タイトル/ },
  },
  'free-areas': {
    body: (title: string) => ({
      ...open,
      code: `area-${Math.random().toString(36).slice(2, 8)}x`,
      title,
      body: '<p>営業日のご案内<img src=x onerror=alert(1)></p>',
    }),
    shown: async (channel?: string) =>
      (
        await call<{ data: { title: string; body: string }[] }>(
          api.app,
          'GET',
          '/v1/free-areas?per=all',
          channel ? { channel } : undefined,
        )
      ).body.data,
    bad: { code: 'Top Area', body: '' },
    badWords: { code: /コード/, body: /本文/ },
  },
  'landing-pages': {
    body: (title: string) => ({
      ...open,
      slug: `lp-${Math.random().toString(36).slice(2, 8)}x`,
      title,
      body: '<p>夏のご案内<script>x()</script></p>',
      is_show_header: true,
      is_show_footer: false,
      redirect_to: '/product/',
      coupon_codes: ['WELCOME500'],
    }),
    shown: async (channel?: string) =>
      (
        await call<{ data: { title: string }[] }>(
          api.app,
          'GET',
          '/v1/lp',
          channel ? { channel } : undefined,
        )
      ).body.data.map((p) => ({ ...p, body: '' })),
    bad: { slug: 'Bad Slug', redirect_to: 'javascript:x', is_show_header: 'yes' },
    badWords: { slug: /スラッグ/, redirect_to: /リンク先/, is_show_header: /./ },
  },
};

describe.each(Object.entries(kinds))('%s on the content pattern', (kind, k) => {
  const titles = async (channel?: string) => (await k.shown(channel)).map((r) => r.title);

  it('creates one the storefront then shows (rich text sanitised), with an audit row and a change', async () => {
    const res = await post(kind, k.body(`${kind} 公開`));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.item).toMatchObject({ version: 1, state: 'live' });
    expect(res.body.publish.changes.length).toBeGreaterThan(0);
    expect(String(res.body.item.body)).not.toMatch(/script|onerror/);
    const shown = (await k.shown()).find((r) => r.title === `${kind} 公開`);
    expect(shown).toBeDefined();
    expect(shown?.body ?? '').not.toMatch(/script|onerror/);
    expect(await auditActions(kind, res.body.item.id)).toEqual([`content.${kind}.create`]);
  });

  it('refuses operators (403) and bad fields with Japanese 422s naming each field, saving nothing', async () => {
    expect((await post(kind, k.body('運用担当'), operator)).status).toBe(403);
    const before = (await titles()).length;
    const res = await post(kind, {
      ...k.body('不正'),
      ...k.bad,
      publish_from: '2026-06-01T00:00:00+09:00',
      publish_to: '2026-05-01T00:00:00+09:00',
    });
    expect(res.status).toBe(422);
    const errors = res.body.errors ?? {};
    for (const [field, words] of Object.entries(k.badWords)) {
      expect(errors[field]?.[0], field).toMatch(words);
    }
    expect(errors.publish_to?.[0]).toMatch(/公開終了/);
    expect((await titles()).length).toBe(before);
  });

  it('saves on a version (409 on a stale one), hides, restores a version (undo) and deletes', async () => {
    const { item } = (await post(kind, k.body(`${kind} 元`))).body;
    const saved = await put(kind, item.id, { version: 1, title: `${kind} 新` });
    expect(saved.status).toBe(200);
    expect(await titles()).toContain(`${kind} 新`);
    const stale = await put(kind, item.id, { version: 1, title: `${kind} 遅れ` });
    expect(stale.status).toBe(409);
    expect(stale.body.changed_fields).toEqual(['title']);

    const hidden = await put(kind, item.id, { version: 2, is_show: false });
    expect(hidden.body.item.state).toBe('hidden');
    expect(await titles()).not.toContain(`${kind} 新`);

    const undo = await staffCall<Saved>(
      api,
      editor,
      'POST',
      `${base}/${kind}/${item.id}/versions/1/restore`,
      { body: { version: 3 } },
    );
    expect(undo.body.item).toMatchObject({ title: `${kind} 元`, is_show: true, version: 4 });
    expect(await titles()).toContain(`${kind} 元`);

    expect(
      (await staffCall(api, editor, 'DELETE', `${base}/${kind}/${item.id}?version=3`)).status,
    ).toBe(409);
    const gone = await staffCall(api, editor, 'DELETE', `${base}/${kind}/${item.id}?version=4`);
    expect(gone.status).toBe(200);
    expect(await titles()).not.toContain(`${kind} 元`);
    expect(await auditActions(kind, item.id)).toEqual([
      `content.${kind}.create`,
      `content.${kind}.update`,
      `content.${kind}.update`,
      `content.${kind}.restore`,
      `content.${kind}.delete`,
    ]);
  });

  it('shows one only inside its period and only on its channel', async () => {
    await post(kind, { ...k.body(`${kind} まだ先`), publish_from: '2098-01-01T00:00:00+09:00' });
    await post(kind, { ...k.body(`${kind} 終了`), publish_to: '2026-02-01T00:00:00+09:00' });
    await post(kind, { ...k.body(`${kind} wa だけ`), channel_id: 'wa' });
    const now = await titles();
    expect(now).not.toContain(`${kind} まだ先`);
    expect(now).not.toContain(`${kind} 終了`);
    expect(now).not.toContain(`${kind} wa だけ`);
    expect(await titles('wa')).toContain(`${kind} wa だけ`);
    const list = await staffCall<{ data: Item[] }>(api, editor, 'GET', `${base}/${kind}`);
    expect(list.body.data.find((r) => r.title === `${kind} まだ先`)?.state).toBe('outside');
  });
});

describe('a landing page’s coupons', () => {
  type Lp = { layout: { props: { coupons: { code: string }[] } } };
  const lpCodes = async (slug: string) => {
    const res = await call<Lp>(api.app, 'GET', `/v1/lp/${slug}`);
    return res.status === 200 ? res.body.layout.props.coupons.map((c) => c.code) : null;
  };

  it('offers the coupons named, in order; a code no coupon has is refused (422) and nothing changes', async () => {
    const body = { ...kinds['landing-pages'].body('クーポンの LP'), slug: 'coupon-lp-test' };
    const res = await post('landing-pages', {
      ...body,
      coupon_codes: ['SPRING1000', 'WELCOME500'],
    });
    expect(res.status).toBe(201);
    expect(res.body.item.coupon_codes).toEqual(['SPRING1000', 'WELCOME500']);
    expect(await lpCodes('coupon-lp-test')).toEqual(['SPRING1000', 'WELCOME500']);

    const unknown = await put('landing-pages', res.body.item.id, {
      version: 1,
      coupon_codes: ['WELCOME500', 'NO-SUCH-COUPON'],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.coupon_codes?.[0]).toMatch(
      /クーポンコードはありません: NO-SUCH-COUPON/,
    );
    expect(await lpCodes('coupon-lp-test')).toEqual(['SPRING1000', 'WELCOME500']);

    const taken = await post('landing-pages', { ...body, coupon_codes: [] });
    expect(taken.body.errors?.slug?.[0]).toMatch(/ランディングページ/);

    const saved = await put('landing-pages', res.body.item.id, {
      version: 1,
      coupon_codes: ['WELCOME500'],
    });
    expect(saved.status).toBe(200);
    expect(await lpCodes('coupon-lp-test')).toEqual(['WELCOME500']);
    const undo = await staffCall<Saved>(
      api,
      editor,
      'POST',
      `${base}/landing-pages/${res.body.item.id}/versions/1/restore`,
      { body: { version: 2 } },
    );
    expect(undo.body.item.coupon_codes).toEqual(['SPRING1000', 'WELCOME500']);
    expect(await lpCodes('coupon-lp-test')).toEqual(['SPRING1000', 'WELCOME500']);

    await put('landing-pages', res.body.item.id, { version: 3, is_show: false });
    expect(await lpCodes('coupon-lp-test')).toBeNull();
  });
});

describe('an event popup', () => {
  it('is answered by an ecommerce event only while shown', async () => {
    const created = await post('popups', {
      ...kinds.popups.body('購入のお礼'),
      placement: 'event:test_thanks',
    });
    expect(created.status).toBe(201);
    const event = async () =>
      (
        await call<{ popup: { title: string } | null }>(api.app, 'POST', '/v1/ecommerce_events', {
          body: { name: 'test_thanks', args: {} },
        })
      ).body.popup?.title ?? null;
    expect(await event()).toBe('購入のお礼');
    expect(await kinds.popups.shown()).not.toContainEqual(
      expect.objectContaining({ title: '購入のお礼' }),
    );
    await put('popups', created.body.item.id, { version: 1, is_show: false });
    expect(await event()).toBeNull();
  });
});
