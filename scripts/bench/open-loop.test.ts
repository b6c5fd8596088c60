import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueAt, dueUntil, runOpenLoop } from './open-loop';

describe('the fixed schedule', () => {
  it('spaces requests 1/rate apart', () => {
    expect(dueAt(0, 200)).toBe(0);
    expect(dueAt(1, 200)).toBe(5);
    expect(dueAt(50, 50)).toBe(1000);
  });

  it('sends every request whose time has come, never one early', () => {
    expect(dueUntil(0, 0, 200)).toBe(1);
    expect(dueUntil(1, 4.9, 200)).toBe(1);
    expect(dueUntil(1, 5, 200)).toBe(2);
    // After a 100 ms stall the 20 requests due meanwhile all go at once.
    expect(dueUntil(1, 100, 200)).toBe(21);
  });
});

describe('runOpenLoop', () => {
  let server: Server;
  let origin: string;
  let served = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      served++;
      // One 200 ms stall of the whole process (generator included), as a GC pause would be.
      if (served === 40) {
        const until = performance.now() + 200;
        while (performance.now() < until);
      }
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('keeps the rate and counts every request due during a stall as slow', async () => {
    const stats = await runOpenLoop({
      origin,
      rate: 200,
      warmupMs: 100,
      durationMs: 500,
      connections: 16,
      next: () => ({ method: 'GET', path: '/' }),
    });
    expect(stats.requests).toBe(100);
    expect(stats.errors).toBe(0);
    // A closed loop would record the stall once; here the ~40 requests due during it are all
    // late, half of them by 100 ms or more (a lower bound: a loaded machine only adds to it).
    expect(stats.p90).toBeGreaterThanOrEqual(100);
    expect(stats.p95).toBeGreaterThanOrEqual(stats.p90);
    expect(stats.p99).toBeGreaterThanOrEqual(stats.p95);
    expect(stats.p99).toBeGreaterThanOrEqual(150);
  });

  it('reports failures with the first one', async () => {
    const stats = await runOpenLoop({
      origin,
      rate: 100,
      warmupMs: 0,
      durationMs: 100,
      connections: 4,
      next: () => ({ method: 'GET', path: '/' }),
    });
    expect(stats.errors).toBe(0);
    await expect(
      runOpenLoop({
        origin,
        rate: 100,
        warmupMs: 0,
        durationMs: 100,
        connections: 4,
        next: () => null,
      }),
    ).rejects.toThrow(/data ran out/);
  });
});
