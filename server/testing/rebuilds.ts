import type { Hono } from 'hono';
import { expect, vi } from 'vitest';
import type { RebuildResult } from '../contexts/back-office/admin/index';
import type { AppEnv } from '../http/types';

/** A rebuild stand-in for `createApp({ admin: { rebuild } })` that only counts the builds asked of it. */
export function countingRebuild() {
  const counter = {
    builds: 0,
    rebuild: async (): Promise<RebuildResult> => {
      counter.builds += 1;
      return { pages: 1, seconds: 0.1 };
    },
  };
  return counter;
}

/**
 * Waits until no rebuild runs or starts: a change made while a build runs is rebuilt once more
 * after it, so a test counting builds starts from a quiet rebuilder.
 */
export async function quietRebuilds(
  app: Hono<AppEnv>,
  token: string,
  counter: { builds: number },
): Promise<void> {
  await vi.waitFor(async () => {
    const seen = counter.builds;
    const res = await app.request('/v1/admin/rebuild', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const state = (await res.json()) as { status: string };
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.status).not.toBe('building');
    expect(counter.builds).toBe(seen);
  });
}
