import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import { channelContentVersion } from '../../../db/content-version';
import { publishSite } from '../../../static/published-sites';
import { seededApi, type TestApi } from '../../../testing/api';
import type { RebuildResult } from '../../back-office/admin/index';
import type { ChannelReport } from '../../back-office/admin/rebuild';
import { type StaffBrowser, signedInAs, staffCall } from '../../back-office/staff/staff.testing';
import { SANDBOX_SETUP } from '../../commerce/payments/index';

let api: TestApi;
let editor: StaffBrowser;
/** Channels the fake builder publishes, in turn, like the real one (the data version it read). */
const SITES = ['default', 'wa'];
/** Held builds: a test lets the builder go on when it wants to see `building`. */
let gate: Promise<void> = Promise.resolve();

async function fakeRebuild(
  _scope: unknown,
  progress?: (c: ChannelReport) => unknown,
): Promise<RebuildResult> {
  await gate;
  const channels: ChannelReport[] = [];
  for (const id of SITES) {
    const content = await channelContentVersion(api.database, id);
    await publishSite(api.database, {
      channelId: id,
      folder: `f-${content.getTime()}`,
      contentVersion: content,
      sourceVersion: 1,
    });
    const report = { id, status: 'done', rendered: 3, reused: 40, seconds: 0.2 } as const;
    channels.push(report);
    await progress?.(report);
  }
  return { pages: 86, seconds: 0.4, channels };
}

beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token', rebuild: fakeRebuild } });
  editor = await signedInAs(api, 'editor@example.jp');
  otherNode = createApp({ database: api.database, payments: SANDBOX_SETUP });
  // The start-up build: each channel has a published site before the edit.
  for (const id of SITES) {
    await publishSite(api.database, {
      channelId: id,
      folder: 'first',
      contentVersion: new Date(0),
      sourceVersion: 1,
    });
  }
});
afterAll(() => api.drop());

type Event = { event: string; data: { channels: { channel: string; state: string }[] } };

/** Reads a server-sent event stream to its end (or `limit` ms) and parses its events. */
async function readEvents(res: Response, limit = 10_000): Promise<Event[]> {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  let text = '';
  const stop = setTimeout(() => void reader.cancel(), limit);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  clearTimeout(stop);
  return text
    .split('\n\n')
    .filter((block) => block.includes('data:'))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}');
      return { event, data };
    });
}

/** A second API node on the same database: it runs no rebuild, it only reads the shared state. */
let otherNode: ReturnType<typeof createApp>;

const stream = (query: string, cookie = true) =>
  otherNode.request(`http://admin.localhost/v1/admin/publish/events${query}`, {
    headers: cookie ? { Cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
  });

async function saveName(name: string) {
  const current = await staffCall<{ version: number }>(
    api,
    editor,
    'GET',
    '/v1/admin/products/oxford-shirt',
  );
  return staffCall<{ publish: { changes: number[] }; channels: string[] }>(
    api,
    editor,
    'PUT',
    '/v1/admin/products/oxford-shirt',
    { body: { version: current.body.version, name } },
  );
}

describe('GET /v1/admin/publish/events', () => {
  it('streams each channel of a save from queued or building to live, with pages and seconds, on another node', async () => {
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const saved = await saveName('オックスフォードシャツ 公開状況');
    expect(saved.status).toBe(200);
    expect(saved.body.publish.changes.length).toBeGreaterThan(0);
    const res = await stream(`?changes=${saved.body.publish.changes.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('cache-control')).toContain('no-store');
    setTimeout(open, 600);
    const events = await readEvents(res);
    const first = events[0]?.data.channels ?? [];
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((c) => c.state === 'queued' || c.state === 'building')).toBe(true);
    const last = events.at(-1);
    expect(last?.event).toBe('done');
    const live = last?.data.channels.filter((c) => SITES.includes(c.channel)) ?? [];
    expect(live.length).toBeGreaterThan(0);
    for (const channel of live) {
      expect(channel).toMatchObject({ state: 'live', rendered: 3, reused: 40 });
      expect((channel as unknown as { seconds: number }).seconds).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('answers 401 without a staff session and 422 for bad change ids', async () => {
    expect((await stream('?changes=1', false)).status).toBe(401);
    expect((await stream('?changes=1;drop')).status).toBe(422);
  });
});
