import { describe, expect, it } from 'vitest';
import { type PublishFacts, publishStatus } from './publish-status.model';

const at = new Date('2026-11-28T10:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);
const facts = (over: Partial<PublishFacts>): PublishFacts => ({
  changes: [
    { id: 1, channelId: 'default', at },
    { id: 2, channelId: 'wa', at },
    { id: 3, channelId: 'nosite', at },
  ],
  published: new Map([
    ['default', { contentVersion: new Date(0), publishedAt: new Date(0) }],
    ['wa', { contentVersion: new Date(0), publishedAt: new Date(0) }],
  ]),
  rebuild: undefined,
  allChannels: ['default', 'wa'],
  now: later(1500),
  ...over,
});

describe('publishStatus', () => {
  it('is queued until a rebuild starts after the change, and follows only channels with a site', () => {
    const running = { status: 'building', startedAt: later(-10), finishedAt: null, channels: [] };
    const status = publishStatus(facts({ rebuild: running }));
    expect(status.channels.map((c) => [c.channel, c.state, c.seconds])).toEqual([
      ['default', 'queued', 1.5],
      ['wa', 'queued', 1.5],
    ]);
    expect(status.settled).toBe(false);
  });

  it('is building, then live with the seconds to publish and the pages of the build', () => {
    const rebuild = {
      status: 'building',
      startedAt: later(100),
      finishedAt: null,
      channels: [{ id: 'default', status: 'done', rendered: 2, reused: 50 }],
    };
    const published = new Map([
      ['default', { contentVersion: later(1), publishedAt: later(1200) }],
      ['wa', { contentVersion: new Date(0), publishedAt: new Date(0) }],
    ]);
    const status = publishStatus(facts({ rebuild, published }));
    expect(status.channels).toEqual([
      { channel: 'default', state: 'live', seconds: 1.2, rendered: 2, reused: 50 },
      { channel: 'wa', state: 'building', seconds: 1.5, rendered: null, reused: null },
    ]);
    expect(status.building).toBe(true);
  });

  it('waits for the pages of a channel just published while its rebuild still runs', () => {
    const rebuild = { status: 'building', startedAt: later(100), finishedAt: null, channels: [] };
    const published = new Map([
      ['default', { contentVersion: later(1), publishedAt: later(1200) }],
      ['wa', { contentVersion: later(1), publishedAt: later(1300) }],
    ]);
    const running = publishStatus(facts({ rebuild, published }));
    expect(running.channels.map((c) => c.state)).toEqual(['live', 'live']);
    expect(running.settled).toBe(false);
    const reported = {
      ...rebuild,
      status: 'done',
      channels: [
        { id: 'default', status: 'done', rendered: 1, reused: 9 },
        { id: 'wa', status: 'done', rendered: 1, reused: 9 },
      ],
    };
    expect(publishStatus(facts({ rebuild: reported, published })).settled).toBe(true);
  });

  it("keeps a live channel's pages from its own build when a later rebuild of another channel runs", () => {
    const other = {
      status: 'building',
      startedAt: later(2000),
      finishedAt: null,
      channels: [{ id: 'default', status: 'building', rendered: 0, reused: 0 }],
    };
    const published = new Map([
      ['default', { contentVersion: later(1), publishedAt: later(1200), rendered: 2, reused: 50 }],
      ['wa', { contentVersion: later(1), publishedAt: later(1300), rendered: 3, reused: 40 }],
    ]);
    const status = publishStatus(facts({ rebuild: other, published }));
    expect(status.channels).toEqual([
      { channel: 'default', state: 'live', seconds: 1.2, rendered: 2, reused: 50 },
      { channel: 'wa', state: 'live', seconds: 1.3, rendered: 3, reused: 40 },
    ]);
    expect(status.settled).toBe(true);
  });

  it('settles when a channel failed in a rebuild after the change', () => {
    const rebuild = {
      status: 'failed',
      startedAt: later(100),
      finishedAt: later(900),
      channels: [{ id: 'default', status: 'failed', rendered: 0, reused: 0 }],
    };
    const published = new Map([
      ['default', { contentVersion: new Date(0), publishedAt: new Date(0) }],
      ['wa', { contentVersion: later(5), publishedAt: later(800) }],
    ]);
    const status = publishStatus(facts({ rebuild, published }));
    expect(status.channels.map((c) => c.state)).toEqual(['failed', 'live']);
    expect(status.settled).toBe(true);
  });

  it('expands a change for every channel to the channels with a site', () => {
    const status = publishStatus(facts({ changes: [{ id: 9, channelId: null, at }] }));
    expect(status.channels.map((c) => c.channel)).toEqual(['default', 'wa']);
  });
});
