import { fork } from 'node:child_process';
import cluster from 'node:cluster';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { listen } from '../../server/static/network';

/** An API under test: its origin, the CPU its processes used so far (ms), and how to stop it. */
export type ApiUnderTest = {
  origin: string;
  processes: number;
  cpuMs(): Promise<number>;
  close(): Promise<void>;
};

type ToPrimary = { type: 'cpu' } | { type: 'stop' };
type FromPrimary = { type: 'ready'; port: number } | { type: 'cpu'; ms: number };

const SELF = fileURLToPath(import.meta.url);
const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Starts `processes` API processes on one PostgreSQL behind one port, as `WORKERS=n npm start`
 * does (node:cluster, connections handed round-robin), but the API only: no site, job worker or
 * postal load, so the CPU per request is the API's.
 */
export function startApiCluster(databaseUrl: string, processes: number): Promise<ApiUnderTest> {
  const primary = fork(SELF, [], { stdio: 'inherit', env: { ...process.env } });
  const ask = () =>
    new Promise<number>((resolve) => {
      primary.once('message', (m: FromPrimary) => resolve(m.type === 'cpu' ? m.ms : 0));
      primary.send({ type: 'cpu' } satisfies ToPrimary);
    });
  return new Promise((resolve, reject) => {
    primary.once('exit', (code) => reject(new Error(`API cluster exited with ${code}`)));
    primary.once('message', (m: FromPrimary) => {
      if (m.type !== 'ready') return reject(new Error('API cluster did not start'));
      resolve({
        origin: `http://127.0.0.1:${m.port}`,
        processes,
        cpuMs: ask,
        close: () =>
          new Promise<void>((done) => {
            primary.removeAllListeners('exit');
            primary.once('exit', () => done());
            primary.send({ type: 'stop' } satisfies ToPrimary);
          }),
      });
    });
    primary.send({ databaseUrl, processes });
  });
}

/** The cluster's primary: forks the workers, sums their CPU on request, stops them. */
function runPrimary(): void {
  process.once(
    'message',
    ({ databaseUrl, processes }: { databaseUrl: string; processes: number }) => {
      const cpu = new Map<number, number>();
      let port = 0;
      for (let i = 0; i < processes; i++) {
        const worker = cluster.fork({ BENCH_DATABASE_URL: databaseUrl });
        worker.on('message', (m: { type: 'ready'; port: number } | { type: 'cpu'; ms: number }) => {
          if (m.type === 'ready') {
            port = m.port;
            cpu.set(worker.id, 0);
            if (cpu.size === processes)
              process.send?.({ type: 'ready', port } satisfies FromPrimary);
          } else cpu.set(worker.id, m.ms);
        });
      }
      process.on('message', async (m: ToPrimary) => {
        const workers = Object.values(cluster.workers ?? {});
        if (m.type === 'stop') {
          for (const w of workers) w?.kill();
          return process.exit(0);
        }
        // Each worker answers with its own CPU; the sum is the API's.
        await Promise.all(
          workers.map(
            (w) =>
              new Promise<void>((done) => {
                w?.once('message', () => done());
                w?.send({ type: 'cpu' });
              }),
          ),
        );
        const ms = [...cpu.values()].reduce((a, b) => a + b, 0);
        process.send?.({ type: 'cpu', ms } satisfies FromPrimary);
      });
    },
  );
}

/** A worker: opens the database, serves the API on the shared port. */
async function runWorker(): Promise<void> {
  const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL });
  const app = createApp({ database });
  // Port 0 in every worker: the cluster gives them all the same port.
  const server = await listen((req, bindings) => app.fetch(req, bindings), 0, '127.0.0.1');
  process.on('message', (m: ToPrimary) => {
    if (m.type === 'cpu') process.send?.({ type: 'cpu', ms: cpuNow() });
  });
  process.send?.({ type: 'ready', port: server.port });
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (cluster.isWorker && process.env.BENCH_DATABASE_URL) void runWorker();
else if (isMain && process.send) runPrimary();
