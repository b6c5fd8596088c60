import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { type StaffBrowser, signedInAs, staffCall } from '../../back-office/staff/staff.testing';

type Section = { type: string; url: string | null; title: string | null; is_hidden: boolean };
type Layout = { id: number; page: string; layout: string; sections: Section[]; version: number };
type Scheme = {
  id: number;
  name: string;
  is_selected: boolean;
  version: number;
  colors: Record<string, string> | null;
  loading: unknown;
  cursor: unknown;
  animation: unknown;
};
type Answer<T> = {
  item: T;
  publish: { changes: number[] };
  code?: string;
  current?: T;
  changed_fields?: string[];
  errors?: Record<string, string[]>;
};

let api: TestApi;
let editor: StaffBrowser;
let operator: StaffBrowser;
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' } });
  editor = await signedInAs(api, 'editor@example.jp');
  operator = await signedInAs(api, 'operator@example.jp');
});
afterAll(() => api.drop());

const section = (type: string, is_hidden = false) => ({ type, url: null, title: null, is_hidden });
const putLayout = (page: string, body: unknown, who = editor) =>
  staffCall<Answer<Layout>>(api, who, 'PUT', `/v1/admin/page-layouts/${page}`, { body });
const putScheme = (id: number, body: unknown, who = editor) =>
  staffCall<Answer<Scheme>>(api, who, 'PUT', `/v1/admin/color-schemes/${id}`, { body });
const publicLayout = async (page: string) =>
  (await call<{ sections: { type: string }[] }>(api.app, 'GET', `/v1/layouts/${page}`)).body;
const auditOf = async (recordType: string, id: number) =>
  (await api.database.db.query.auditLog.findMany()).filter(
    (r) => r.recordType === recordType && r.recordId === String(id),
  );
const schemes = async (channel = 'default') =>
  (
    await staffCall<{ data: Scheme[] }>(
      api,
      editor,
      'GET',
      `/v1/admin/color-schemes?channel=${channel}`,
    )
  ).body.data;
const READABLE = {
  background: '#fffdf7',
  surface: '#f4f1ea',
  text: '#1f1f1f',
  muted: '#595959',
  primary: '#24507a',
  accent: '#a8322d',
  on_primary: '#ffffff',
  header_background: '#24507a',
  header_text: '#ffffff',
};
const schemeBody = (s: Scheme, over: Record<string, unknown>) => ({
  name: s.name,
  loading: s.loading,
  cursor: s.cursor,
  animation: s.animation,
  colors: s.colors,
  version: s.version,
  ...over,
});

describe('page layouts in the back office', () => {
  const order = ['image', 'overview', 'purchase', 'detail', 'data', 'reviews', 'related'];

  it('refuses operators (403) and changes nothing', async () => {
    const list = await staffCall(api, operator, 'GET', '/v1/admin/page-layouts?channel=default');
    expect(list.status).toBe(403);
    const body = { channel_id: 'default', layout: 'default', sections: [], version: 0 };
    expect((await putLayout('product-key', body, operator)).status).toBe(403);
    expect((await call(api.app, 'GET', '/v1/layouts/product-key')).status).toBe(404);
  });

  it("saves the product page's order with a hidden section: the storefront leaves it out, the save is audited and published", async () => {
    const sections = order.map((t) => section(t, t === 'reviews'));
    const res = await putLayout('product-key', {
      channel_id: 'default',
      layout: 'default',
      sections,
      version: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ page: 'product-key', version: 1, sections });
    expect(res.body.publish.changes.length).toBe(1);
    expect((await publicLayout('product-key')).sections.map((s) => s.type)).toEqual(
      order.filter((t) => t !== 'reviews'),
    );
    const [audit] = await auditOf('page-layout', res.body.item.id);
    expect(audit).toMatchObject({ action: 'page-layout.save', before: null });
    expect(audit?.after).toMatchObject({ layout: 'default' });
  });

  it('refuses a save based on an old version (409) with what changed, and keeps the newer one', async () => {
    const moved = [section('overview'), ...order.slice(2).map((t) => section(t))];
    const first = await putLayout('product-key', {
      channel_id: 'default',
      layout: 'default',
      sections: moved,
      version: 1,
    });
    expect(first.body.item.version).toBe(2);
    const stale = await putLayout('product-key', {
      channel_id: 'default',
      layout: 'simple',
      sections: [],
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('common.version_conflict');
    expect(stale.body.changed_fields).toEqual(['sections']);
    expect(stale.body.current?.version).toBe(2);
    const again = await putLayout('product-key', {
      channel_id: 'default',
      layout: 'default',
      sections: [],
      version: 0,
    });
    expect(again.status).toBe(409);
    expect((await publicLayout('product-key')).sections[0]?.type).toBe('overview');
  });

  it('refuses sections the page cannot show and unknown channels in Japanese, changing nothing', async () => {
    const wrong = await putLayout('product-key', {
      channel_id: 'default',
      layout: 'default',
      sections: [section('overview'), section('ranking')],
      version: 2,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.['sections.1.type']?.[0]).toMatch(/このページに置けません/);
    const nowhere = await putLayout('top', {
      channel_id: 'nowhere',
      layout: 'default',
      sections: [],
      version: 1,
    });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.errors?.channel_id?.[0]).toMatch(/チャネル/);
    expect((await publicLayout('product-key')).sections[0]?.type).toBe('overview');
  });

  it('undoes to the previous version as a new one, audited as a restore', async () => {
    const versions = await staffCall<{ data: { version: number }[] }>(
      api,
      editor,
      'GET',
      '/v1/admin/page-layouts/product-key/versions?channel=default',
    );
    expect(versions.body.data.map((v) => v.version)).toEqual([2, 1]);
    const res = await staffCall<Answer<Layout>>(
      api,
      editor,
      'POST',
      '/v1/admin/page-layouts/product-key/versions/1/restore',
      { body: { channel_id: 'default', version: 2 } },
    );
    expect(res.status).toBe(200);
    expect(res.body.item.version).toBe(3);
    expect((await publicLayout('product-key')).sections[0]?.type).toBe('image');
    const rows = await auditOf('page-layout', res.body.item.id);
    expect(rows.map((r) => r.action)).toContain('page-layout.restore');
  });
});

describe('embeds added from the layout screen', () => {
  const topNow = async () =>
    (
      await staffCall<{ data: Layout[] }>(
        api,
        editor,
        'GET',
        '/v1/admin/page-layouts?channel=default',
      )
    ).body.data.find((l) => l.page === 'top') as Layout;

  it("adds an embed of the shop's media file to the top page: stored as its path, shown by the storefront", async () => {
    const top = await topNow();
    const embed = {
      type: 'embed',
      url: '/media/catalogs/2026-autumn/1.svg',
      title: '秋冬カタログ',
      is_hidden: false,
    };
    const res = await putLayout('top', {
      channel_id: 'default',
      layout: top.layout,
      sections: [...top.sections, embed],
      version: top.version,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.status).toBe(200);
    expect(res.body.item.sections.at(-1)).toEqual(embed);
    const shown = (await call<{ sections: Section[] }>(api.app, 'GET', '/v1/layouts/top')).body;
    expect(shown.sections.at(-1)).toMatchObject({ type: 'embed', title: '秋冬カタログ' });
  });

  it("refuses another site's file, a non-text file and the same file twice (422 per section in Japanese)", async () => {
    const top = await topNow();
    const embed = (url: string) => ({ type: 'embed', url, title: null, is_hidden: false });
    const res = await putLayout('top', {
      channel_id: 'default',
      layout: top.layout,
      sections: [
        ...top.sections,
        embed('https://evil.example/media/a.svg'),
        embed('/media/a.png'),
        embed('/media/catalogs/2026-autumn/1.svg'),
      ],
      version: top.version,
    });
    expect(res.status).toBe(422);
    const n = top.sections.length;
    expect(res.body.errors?.[`sections.${n}.url`]?.[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
    expect(res.body.errors?.[`sections.${n + 1}.url`]?.[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
    expect(res.body.errors?.[`sections.${n + 2}.type`]?.[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
    expect((await topNow()).version).toBe(top.version);
  });
});

describe('colour schemes in the back office', () => {
  it('saves readable colours: the storefront reads them at once, audited and published', async () => {
    const selected = (await schemes()).find((s) => s.is_selected) as Scheme;
    const res = await putScheme(selected.id, schemeBody(selected, { colors: READABLE }));
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ colors: READABLE, version: selected.version + 1 });
    expect(res.body.publish.changes.length).toBe(1);
    const front = await call<{ colors: unknown }>(
      api.app,
      'GET',
      '/v1/colorschemes/selected/front',
    );
    expect(front.body.colors).toEqual(READABLE);
    const [audit] = await auditOf('color-scheme', selected.id);
    expect(audit).toMatchObject({ action: 'color-scheme.save', before: { colors: null } });
  });

  it('refuses text that would be unreadable on its background (422 in Japanese), changing nothing', async () => {
    const selected = (await schemes()).find((s) => s.is_selected) as Scheme;
    const grey = { ...READABLE, text: '#aaaaaa', header_text: '#2a5580' };
    const res = await putScheme(selected.id, schemeBody(selected, { colors: grey }));
    expect(res.status).toBe(422);
    expect(res.body.errors?.['colors.text']?.[0]).toMatch(
      /文字色と背景色のコントラスト比が2\.\d+:1/,
    );
    expect(res.body.errors?.['colors.header_text']?.[0]).toMatch(/4\.5:1以上/);
    expect((await schemes()).find((s) => s.id === selected.id)?.version).toBe(selected.version);
    const badHex = await putScheme(
      selected.id,
      schemeBody(selected, { colors: { ...READABLE, text: 'black' } }),
    );
    expect(badHex.body.errors?.['colors.text']?.[0]).toMatch(/#rrggbb/);
    // The script calls check the same rule.
    const scripted = await api.app.request('/v1/admin/colorschemes', {
      method: 'POST',
      headers: { Authorization: 'Bearer script-token', 'Content-Type': 'application/json' },
      body: JSON.stringify(schemeBody(selected, { name: '灰', colors: grey, version: undefined })),
    });
    expect(scripted.status).toBe(422);
  });

  it('refuses a stale save (409), then undoes to the previous version', async () => {
    const selected = (await schemes()).find((s) => s.is_selected) as Scheme;
    const stale = await putScheme(
      selected.id,
      schemeBody(selected, { colors: null, version: selected.version - 1 }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.changed_fields).toEqual(['colors']);
    const res = await staffCall<Answer<Scheme>>(
      api,
      editor,
      'POST',
      `/v1/admin/color-schemes/${selected.id}/versions/${selected.version - 1}/restore`,
      { body: { version: selected.version } },
    );
    expect(res.status).toBe(200);
    expect(res.body.item.colors).toBeNull();
    const front = await call<{ colors: unknown }>(
      api.app,
      'GET',
      '/v1/colorschemes/selected/front',
    );
    expect(front.body.colors).toBeNull();
  });
});

describe('adding a colour scheme and choosing the one a channel shows', () => {
  const create = (body: unknown, who = editor) =>
    staffCall<Scheme & { errors?: Record<string, string[]> }>(
      api,
      who,
      'POST',
      '/v1/admin/color-schemes',
      { body },
    );
  const select = (id: number, version: number, who = editor) =>
    staffCall<Answer<Scheme>>(api, who, 'PUT', `/v1/admin/color-schemes/${id}/select`, {
      body: { version },
    });
  const front = async () =>
    (
      await call<{ name: string; colors: unknown }>(
        api.app,
        'GET',
        '/v1/colorschemes/selected/front',
      )
    ).body;

  it('refuses operators (403), unknown channels and unreadable colours (422 in Japanese), adding nothing', async () => {
    const base = (await schemes()).find((s) => s.is_selected) as Scheme;
    const body = { ...schemeBody(base, { name: '夏', colors: READABLE }), version: undefined };
    const count = (await schemes()).length;
    expect((await create({ ...body, channel_id: 'default' }, operator)).status).toBe(403);
    const nowhere = await create({ ...body, channel_id: 'nowhere' });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.errors?.channel_id?.[0]).toMatch(/チャネル/);
    const grey = { ...READABLE, text: '#aaaaaa' };
    const unreadable = await create({ ...body, colors: grey, channel_id: 'default' });
    expect(unreadable.status).toBe(422);
    expect(unreadable.body.errors?.['colors.text']?.[0]).toMatch(/コントラスト比/);
    const unnamed = await create({ ...body, name: ' ', channel_id: 'default' });
    expect(unnamed.body.errors?.name?.[0]).toMatch(/名前/);
    expect((await schemes()).length).toBe(count);
  });

  it('adds a scheme unselected (the storefront keeps its look), with its first version and audit row', async () => {
    const base = (await schemes()).find((s) => s.is_selected) as Scheme;
    const before = await front();
    const body = {
      ...schemeBody(base, { name: '夏の配色', colors: READABLE }),
      version: undefined,
    };
    const res = await create({ ...body, channel_id: 'default' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: '夏の配色', is_selected: false, version: 1 });
    expect(await front()).toEqual(before);
    const [audit] = await auditOf('color-scheme', res.body.id);
    expect(audit).toMatchObject({ action: 'color-scheme.create', before: null });
    const versions = await staffCall<{ data: { version: number }[] }>(
      api,
      editor,
      'GET',
      `/v1/admin/color-schemes/${res.body.id}/versions`,
    );
    expect(versions.body.data.map((v) => v.version)).toEqual([1]);
  });

  it('chooses the shown scheme: the storefront reads it at once, audited and published; a stale choice is 409', async () => {
    const all = await schemes();
    const shown = all.find((s) => s.is_selected) as Scheme;
    const summer = all.find((s) => s.name === '夏の配色') as Scheme;
    const edited = await putScheme(summer.id, schemeBody(summer, { name: '夏の配色2' }));
    expect(edited.body.publish.changes).toEqual([]);
    const stale = await select(summer.id, summer.version);
    expect(stale.status).toBe(409);
    expect(stale.body.current?.version).toBe(summer.version + 1);
    expect((await front()).name).toBe(shown.name);
    expect((await select(summer.id, summer.version + 1, operator)).status).toBe(403);
    const res = await select(summer.id, summer.version + 1);
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ id: summer.id, is_selected: true });
    expect(res.body.publish.changes.length).toBe(1);
    expect(await front()).toMatchObject({ name: '夏の配色2', colors: READABLE });
    const after = await schemes();
    expect(after.filter((s) => s.is_selected).map((s) => s.id)).toEqual([summer.id]);
    const audit = (await auditOf('color-scheme', summer.id)).find(
      (r) => r.action === 'color-scheme.select',
    );
    expect(audit).toMatchObject({
      before: { selected_scheme_id: shown.id },
      after: { selected_scheme_id: summer.id },
    });
    const again = await select(summer.id, summer.version + 1);
    expect(again.body.publish.changes).toEqual([]);
    expect((await select(999999, 1)).status).toBe(404);
  });

  it('runs two choices at once one after the other: exactly one scheme ends up shown', async () => {
    const all = await schemes();
    const [a, b] = all;
    if (!a || !b) throw new Error('needs two schemes');
    const answers = await Promise.all([select(a.id, a.version), select(b.id, b.version)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect((await schemes()).filter((s) => s.is_selected).length).toBe(1);
  });
});

describe('deleting a colour scheme', () => {
  const remove = (id: number, version: number, who = editor) =>
    staffCall<Answer<Scheme>>(
      api,
      who,
      'DELETE',
      `/v1/admin/color-schemes/${id}?version=${version}`,
    );
  const add = async (name: string, extra: Record<string, unknown> = {}) => {
    const base = (await schemes()).find((s) => s.is_selected) as Scheme;
    const body = { ...schemeBody(base, { name }), version: undefined, channel_id: 'default' };
    const made = await staffCall<Scheme>(api, editor, 'POST', '/v1/admin/color-schemes', { body });
    if (Object.keys(extra).length === 0) return made.body;
    const saved = await putScheme(made.body.id, schemeBody(made.body, { name, ...extra }));
    return saved.body.item;
  };

  it('refuses the selected scheme (422), a stale version (409) and operators (403), deleting nothing', async () => {
    const shown = (await schemes()).find((s) => s.is_selected) as Scheme;
    const selected = await remove(shown.id, shown.version);
    expect(selected.status).toBe(422);
    expect(selected.body.errors?.id?.[0]).toMatch(/選択中.*削除できません/);
    const spare = await add('予備の配色');
    expect((await remove(spare.id, spare.version, operator)).status).toBe(403);
    const stale = await remove(spare.id, spare.version + 1);
    expect(stale.status).toBe(409);
    expect((await schemes()).map((s) => s.id)).toContain(spare.id);
    expect((await remove(999999, 1)).status).toBe(404);
  });

  it('deletes another scheme, audited with what it was; a seasonal one rebuilds its channel', async () => {
    const spare = (await schemes()).find((s) => s.name === '予備の配色') as Scheme;
    const quiet = await remove(spare.id, spare.version);
    expect(quiet.status, JSON.stringify(quiet.body)).toBe(200);
    expect(quiet.body.publish.changes).toEqual([]);
    expect((await schemes()).map((s) => s.id)).not.toContain(spare.id);
    const [audit] = (await auditOf('color-scheme', spare.id)).filter(
      (r) => r.action === 'color-scheme.delete',
    );
    expect(audit).toMatchObject({ before: { name: '予備の配色' }, after: null });

    // In use now through its period: deleting it puts the selected scheme back on the storefront.
    const running = await add('期間中の配色', {
      publish_from: new Date(Date.now() - 60_000).toISOString(),
      publish_to: null,
    });
    const front = async () =>
      (await call<{ name: string }>(api.app, 'GET', '/v1/colorschemes/selected/front')).body.name;
    expect(await front()).toBe('期間中の配色');
    const seasonal = await remove(running.id, running.version);
    expect(seasonal.body.publish.changes.length).toBe(1);
    expect(await front()).toBe((await schemes()).find((s) => s.is_selected)?.name);
  });
});
