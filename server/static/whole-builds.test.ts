import { describe, expect, it } from 'vitest';
import { createWholeBuilds, type WholeBuildSettings } from './whole-builds.ts';

/** A build that finishes when the test says so. */
function gate() {
  const { promise: opened, resolve: open } = Promise.withResolvers<void>();
  return { opened, open };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A queue over an in-test lock table, recording what ran and what was reported done. */
function queue(settings: Partial<WholeBuildSettings<string>> = {}) {
  const held = new Set<string>();
  const events: string[] = [];
  const builds = createWholeBuilds<string>({
    lanes: 1,
    lock: async (id) => {
      if (held.has(id)) return null;
      held.add(id);
      return async () => {
        held.delete(id);
      };
    },
    done: (id, result) => {
      events.push(`done ${id} ${result}`);
    },
    ...settings,
  });
  const job = (id: string, until: Promise<void> = Promise.resolve()) => ({
    channelId: id,
    run: async () => {
      events.push(`start ${id}`);
      await until;
      events.push(`end ${id}`);
      return `${id}-built`;
    },
  });
  return { builds, events, held, job };
}

describe('whole builds beside the rounds', () => {
  it('lets a round patch another channel while one channel builds whole', async () => {
    const { builds, events, job } = queue();
    const slow = gate();
    expect(await builds.hand(job('wa', slow.opened))).toBe(true);
    await tick();
    const patched = await builds.exclusive('simple', async () => 'simple-patched');
    expect(patched).toBe('simple-patched');
    expect(events).toEqual(['start wa']);
    slow.open();
    await builds.settled();
    expect(events).toEqual(['start wa', 'end wa', 'done wa wa-built']);
  });

  it('keeps a round off the channel being built whole (its lock is held)', async () => {
    const { builds, job } = queue();
    const slow = gate();
    await builds.hand(job('wa', slow.opened));
    await tick();
    let ran = false;
    expect(
      await builds.exclusive('wa', async () => {
        ran = true;
        return 'patched';
      }),
    ).toBeNull();
    expect(ran).toBe(false);
    expect(builds.has('wa')).toBe(true);
    slow.open();
    await builds.settled();
    expect(builds.has('wa')).toBe(false);
  });

  it('queues a channel once however often it is handed', async () => {
    const { builds, events, job } = queue();
    const slow = gate();
    expect(await builds.hand(job('wa', slow.opened))).toBe(true);
    expect(await builds.hand(job('wa'))).toBe(false);
    slow.open();
    await builds.settled();
    expect(events.filter((e) => e === 'start wa')).toHaveLength(1);
  });

  it('runs `lanes` at once, the fallback channel alone and first', async () => {
    const { builds, events, job } = queue({ lanes: 2, alone: 'default' });
    const first = gate();
    await builds.hand(job('default', first.opened));
    await builds.hand(job('wa'));
    await builds.hand(job('simple'));
    await tick();
    expect(events).toEqual(['start default']);
    first.open();
    await builds.settled();
    expect(events.slice(0, 5)).toEqual([
      'start default',
      'end default',
      'done default default-built',
      'start wa',
      'start simple',
    ]);
  });

  it('leaves a channel another process holds to it: nothing queued, nothing run', async () => {
    const { builds, events, held, job } = queue();
    held.add('wa');
    expect(await builds.hand(job('wa'))).toBe(false);
    expect(builds.has('wa')).toBe(false);
    await builds.settled();
    expect(events).toEqual([]);
  });

  it('holds the channel’s lock from the moment it is queued until its build ends', async () => {
    const { builds, held, job } = queue({ lanes: 1 });
    const slow = gate();
    await builds.hand(job('default', slow.opened));
    await builds.hand(job('wa'));
    expect([...held].sort()).toEqual(['default', 'wa']);
    slow.open();
    await builds.settled();
    expect(held.size).toBe(0);
  });

  it('lets go of a channel another process built between the round’s look and the lock', async () => {
    const { builds, events, held, job } = queue();
    const current = { ...job('wa'), wanted: async () => false };
    expect(await builds.hand(current)).toBe(false);
    expect(held.size).toBe(0);
    await builds.settled();
    expect(events).toEqual([]);
  });

  it('reports a build that threw as nothing built, and goes on with the next', async () => {
    const { builds, events, job } = queue();
    await builds.hand({
      channelId: 'wa',
      run: async () => {
        throw new Error('worker died');
      },
    });
    builds.hand(job('simple'));
    await builds.settled();
    expect(events).toEqual([
      'done wa null',
      'start simple',
      'end simple',
      'done simple simple-built',
    ]);
  });
});
