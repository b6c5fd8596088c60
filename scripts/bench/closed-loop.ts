import autocannon from 'autocannon';
import type { LoadOptions, LoadRequest, LoadStats } from './load';

/**
 * Saturation throughput with autocannon: `connections` keep-alive connections, each sending its
 * next request as soon as the last one answered (a closed loop: its latencies measure queueing at
 * saturation, not the shop). A warm-up runs first and is not counted. autocannon keeps latencies
 * in whole milliseconds. Request i comes from `next(i)`; when it runs out the run stops early.
 */
export async function runClosedLoop(o: LoadOptions): Promise<LoadStats> {
  let sent = 0;
  let ranOut = false;
  let last: LoadRequest | null = null;
  let firstError: string | null = null;
  let instance: autocannon.Instance | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    // `warmup` is in autocannon (lib/init.js) but not in its type definitions.
    const options: autocannon.Options & { warmup: { connections: number; duration: number } } = {
      url: o.origin,
      connections: o.connections,
      duration: o.durationMs / 1000,
      warmup: { connections: o.connections, duration: o.warmupMs / 1000 },
      requests: [
        {
          setupRequest: (req) => {
            // Past the end (the few requests before stop() lands) the last one is sent again.
            const next = o.next(sent) ?? last;
            last = next;
            sent++;
            if (!o.next(sent) && !ranOut) {
              ranOut = true;
              instance?.stop();
            }
            if (!next) return req;
            return {
              ...req,
              method: next.method as 'GET',
              path: next.path,
              body: next.body,
              headers: next.headers ?? req.headers,
            };
          },
          onResponse: (status, body) => {
            if ((status < 200 || status >= 300) && firstError === null) {
              firstError = `${status} ${String(body).slice(0, 300)}`;
            }
          },
        },
      ],
    };
    instance = autocannon(options, (error: unknown, r: autocannon.Result) =>
      error ? reject(error) : resolve(r),
    );
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const seconds = Math.max(0.001, result.duration);
  return {
    requests: result.requests.total,
    answered: sent,
    errors,
    seconds: Math.round(seconds * 100) / 100,
    rps: Math.round((result.requests.total / seconds) * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    firstError: errors > 0 ? (firstError ?? `${errors} errors/timeouts`) : null,
  };
}
