import { describe, expect, it } from 'vitest';
import type { BuildResult } from '../build.ts';
import { keepSitesCurrent, type SitePublisher } from './channel-serving.ts';
import type { ChannelSite } from './channel-sites.ts';

const site = (id: string): ChannelSite => ({ id, hosts: [], isInvalid: false, distDir: id });
const FAST = { busyMs: 5, retryMs: 10, maxRetryMs: 40 };

/** A publisher whose builds fail `failing` times before the channel is current. */
function publisher(failing: number) {
  let current = false;
  let failed = 0;
  const builds: string[] = [];
  const fake: SitePublisher = {
    stale: async () => (current ? [] : [site('default')]),
    build: async () => {
      builds.push(builds.length < failing ? 'failed' : 'done');
      failed = builds.length <= failing ? 1 : 0;
      if (failed === 0) current = true;
      return { failed } as BuildResult;
    },
    lastFailed: () => failed,
    settled: async () => undefined,
    warm: async () => undefined,
  };
  return { fake, builds };
}

describe('keepSitesCurrent (start-up)', () => {
  it('builds nothing and says so when every channel is current', async () => {
    const lines: string[] = [];
    const { fake, builds } = publisher(0);
    await fake.build('stale');
    builds.length = 0;
    const built = await keepSitesCurrent(
      fake,
      async () => ({ started: true, done: Promise.resolve() }),
      (l) => lines.push(l),
      FAST,
    );
    expect(builds).toEqual([]);
    expect(built).toBe(false);
    expect(lines).toContain('build: every channel site is up to date (0 pages rendered)');
  });

  it('never throws on a failed build: it tries again later until the channel is built', async () => {
    const { fake, builds } = publisher(2);
    const lines: string[] = [];
    const start = async () => ({ started: true, done: fake.build('stale').then(() => undefined) });
    expect(await keepSitesCurrent(fake, start, (l) => lines.push(l), FAST)).toBe(true);
    expect(builds).toEqual(['failed', 'failed', 'done']);
    expect(lines.filter((l) => l.includes('trying the channels'))).toHaveLength(2);
  });

  it('waits while another node builds, and builds nothing itself once that node published', async () => {
    const { fake, builds } = publisher(0);
    let tries = 0;
    const elsewhere = async () => {
      tries += 1;
      // The other node finishes its build after three looks.
      if (tries === 3) await fake.build('stale');
      return { started: false, done: Promise.resolve() };
    };
    await keepSitesCurrent(fake, elsewhere, () => undefined, FAST);
    expect(tries).toBe(3);
    expect(builds).toEqual(['done']);
  });

  it('survives a start that throws (the database away) and tries again', async () => {
    const { fake, builds } = publisher(0);
    let tries = 0;
    const start = async () => {
      tries += 1;
      if (tries === 1) throw new Error('database unavailable');
      return { started: true, done: fake.build('stale').then(() => undefined) };
    };
    await keepSitesCurrent(fake, start, () => undefined, FAST);
    expect(builds).toEqual(['done']);
  });
});
