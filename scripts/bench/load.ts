import { Pool } from 'undici';

/** One HTTP request of a load run. */
export type LoadRequest = {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
};

/** What a load run measured (latencies in milliseconds). */
export type LoadStats = {
  requests: number;
  /** Every answered request, warm-up included (to share out the server's CPU time). */
  answered: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Status (or error name) and body of the first failure, to tell why a run failed. */
  firstError: string | null;
};

/** How to drive a server: `next(i)` gives request number i, or null when there is nothing left. */
export type LoadOptions = {
  origin: string;
  connections: number;
  warmupMs: number;
  durationMs: number;
  next: (i: number) => LoadRequest | null;
};

/** The p-th percentile (0 < p ≤ 100) of ascending `sorted` values, nearest-rank method. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

/** Summarises latencies (ms) of `seconds` of load, rounding to 0.01 ms and 0.1 req/s. */
export function summarise(
  latencies: readonly number[],
  errors: number,
  seconds: number,
  firstError: string | null = null,
  answered = latencies.length,
): LoadStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: sorted.length,
    answered,
    errors,
    seconds: ms(seconds),
    rps: seconds > 0 ? Math.round((sorted.length / seconds) * 10) / 10 : 0,
    p50: ms(percentile(sorted, 50)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.at(-1) ?? 0),
    firstError,
  };
}

type Phase = { latencies: number[]; errors: number; firstError: string | null };

/**
 * Runs `connections` keep-alive loops, each sending its next request as soon as the last one
 * answered, for a warm-up (not counted) then `durationMs`; any non-2xx answer is an error.
 */
export async function runLoad(opts: LoadOptions): Promise<LoadStats> {
  const pool = new Pool(opts.origin, { connections: opts.connections, pipelining: 1 });
  let counter = 0;
  let answered = 0;
  const started = performance.now();
  const measureFrom = started + opts.warmupMs;
  const end = measureFrom + opts.durationMs;
  const phase: Phase = { latencies: [], errors: 0, firstError: null };
  let lastDone = measureFrom;
  const loop = async () => {
    for (;;) {
      const request = performance.now() < end ? opts.next(counter++) : null;
      if (!request) return;
      const t0 = performance.now();
      let failure: string | null = null;
      try {
        const res = await pool.request({ ...request, method: request.method as 'GET' });
        const text = await res.body.text();
        if (res.statusCode < 200 || res.statusCode >= 300) failure = `${res.statusCode} ${text}`;
      } catch (error) {
        failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      const t1 = performance.now();
      answered++;
      if (t0 < measureFrom) continue;
      lastDone = Math.max(lastDone, t1);
      phase.latencies.push(t1 - t0);
      if (failure) {
        phase.errors++;
        phase.firstError ??= failure.slice(0, 300);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: opts.connections }, loop));
  } finally {
    await pool.close();
  }
  const seconds = (lastDone - measureFrom) / 1000;
  return summarise(phase.latencies, phase.errors, seconds, phase.firstError, answered);
}
