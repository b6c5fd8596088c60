import { loadavg } from 'node:os';
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

/** Latency of calls made one at a time (ms, to 0.1), with the load average when they ended. */
export type OneAtATimeFigure = {
  runs: number;
  p50: number;
  p95: number;
  max: number;
  loadAverage: number;
};

/** Runs `call` on every input in turn, `rounds` times, one call at a time, and summarises the latencies. */
export async function timeOneAtATime<T>(
  inputs: readonly T[],
  rounds: number,
  call: (input: T) => Promise<unknown>,
): Promise<OneAtATimeFigure> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const input of inputs) {
      const started = performance.now();
      await call(input);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    runs: times.length,
    p50: round1(percentile(times, 50)),
    p95: round1(percentile(times, 95)),
    max: round1(times.at(-1) ?? 0),
    loadAverage: round1(loadavg()[0] ?? 0),
  };
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
