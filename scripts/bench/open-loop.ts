import { Pool } from 'undici';
import { type LoadRequest, type LoadStats, percentile, summarise } from './load';

/** A fixed arrival rate: request i is due at i / rate seconds, whatever the server does. */
export type OpenLoopOptions = {
  origin: string;
  /** Requests a second. */
  rate: number;
  warmupMs: number;
  durationMs: number;
  /** Most requests in flight at once (more wait in the client's queue, still timed from due). */
  connections: number;
  next: (i: number) => LoadRequest | null;
};

/** What an open-loop run measured: latencies count from when each request was due. */
export type OpenLoopStats = LoadStats & {
  /** Requests a second asked for. */
  rate: number;
  /** 90th percentile (ms). */
  p90: number;
  /** 95th percentile (ms). */
  p95: number;
  /** How late the generator itself sent a request at worst (ms): its own health. */
  maxSendLagMs: number;
};

/** When request i is due, in ms after the start of the schedule. */
export function dueAt(i: number, rate: number): number {
  return (i * 1000) / rate;
}

/** Requests from `first` whose due time has come by `elapsedMs` (the next index to send). */
export function dueUntil(first: number, elapsedMs: number, rate: number): number {
  return Math.max(first, Math.floor((elapsedMs * rate) / 1000) + 1);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/**
 * Sends requests on a fixed schedule (wrk2-style open loop) and times each one from when it was
 * due, not from when it left: a stall delays every request due during it and each of them counts,
 * so the tail is not hidden (no coordinated omission). Warm-up requests are sent but not counted.
 */
export async function runOpenLoop(o: OpenLoopOptions): Promise<OpenLoopStats> {
  const pool = new Pool(o.origin, { connections: o.connections, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  let answered = 0;
  let firstError: string | null = null;
  let maxSendLagMs = 0;
  const inFlight = new Set<Promise<void>>();
  const total = Math.floor(((o.warmupMs + o.durationMs) * o.rate) / 1000);
  const counted = Math.floor((o.warmupMs * o.rate) / 1000);
  const start = performance.now();
  const send = (i: number, request: LoadRequest) => {
    const due = start + dueAt(i, o.rate);
    maxSendLagMs = Math.max(maxSendLagMs, performance.now() - due);
    const p = (async () => {
      let failure: string | null = null;
      try {
        const res = await pool.request({ ...request, method: request.method as 'GET' });
        const text = await res.body.text();
        if (res.statusCode < 200 || res.statusCode >= 300) failure = `${res.statusCode} ${text}`;
      } catch (error) {
        failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      answered++;
      if (i < counted) return;
      latencies.push(performance.now() - due);
      if (failure) {
        errors++;
        firstError ??= failure.slice(0, 300);
      }
    })();
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  try {
    let i = 0;
    while (i < total) {
      const upTo = Math.min(total, dueUntil(i, performance.now() - start, o.rate));
      for (; i < upTo; i++) {
        const request = o.next(i);
        if (!request) throw new Error(`open loop: no request ${i} (data ran out)`);
        send(i, request);
      }
      await sleep(start + dueAt(i, o.rate) - performance.now());
    }
    await Promise.all(inFlight);
  } finally {
    await pool.close();
  }
  const stats = summarise(latencies, errors, o.durationMs / 1000, firstError, answered);
  const sorted = latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    ...stats,
    rate: o.rate,
    p90: round(percentile(sorted, 90)),
    p95: round(percentile(sorted, 95)),
    maxSendLagMs: round(maxSendLagMs),
  };
}
