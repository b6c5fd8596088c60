/**
 * What the multi-process tests drive: a throwaway PostgreSQL they may stop abruptly and start again,
 * and `npm start`'s entry point run as a cluster of API processes against it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findPostgresBin, freePort } from '../../scripts/postgres.ts';
import { isRoot, run } from '../../scripts/run.ts';

/** A PostgreSQL server of the test's own, with durable commits so a crash loses no acknowledged order. */
export type FaultyPostgres = {
  url: string;
  /** `pg_ctl stop -m immediate`: the server dies without a checkpoint, like a crash. */
  crash(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
};

/** Starts PostgreSQL in a temp dir on a free port (never the shared 5432), with database `shop`. */
export async function startFaultyPostgres(): Promise<FaultyPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries are missing (apt-get install postgresql)');
  const dir = await mkdtemp(join(tmpdir(), 'shop-cluster-pg-'));
  const data = join(dir, 'data');
  const asOwner = (cmd: string, args: string[]) =>
    isRoot()
      ? run('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { capture: true })
      : run(join(bin, cmd), args, { capture: true });
  if (isRoot()) await run('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  const init = await asOwner('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8']);
  if (init.code !== 0) throw new Error(`initdb failed\n${init.output}`);
  // synchronous_commit stays on: an order acknowledged before the crash must survive it.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = async () => {
    const started = await asOwner('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '120',
      '-o',
      options,
      'start',
    ]);
    if (started.code !== 0) throw new Error(`postgres did not start\n${started.output}`);
  };
  const crash = async () => {
    await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
  };
  await start();
  const admin = new pg.Client({
    connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query('CREATE DATABASE shop');
  await admin.end();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/shop`,
    crash,
    start,
    async destroy() {
      await crash();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** An API cluster started through server/main.ts, with its log and its workers' pids. */
export type ApiCluster = {
  base: string;
  dataDir: string;
  log(): string;
  /** Pids of the workers listening now, by worker number. */
  workers(): Map<number, number>;
  stop(): Promise<void>;
};

const WORKER_LINE = /cluster: worker (\d+) \(pid (\d+)\) listening/g;
const EXIT_LINE = /cluster: worker (\d+) exited/g;

/** Polls `check` until it returns a value (not undefined), or throws after `timeoutMs`. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let wait = 50; ; wait = Math.min(wait * 2, 1000)) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Runs `WORKERS=n` server/main.ts on a free port and resolves once the primary says `ready:`. */
export function startCluster(databaseUrl: string, workers: number): Promise<ApiCluster> {
  return startServer(databaseUrl, { WORKERS: String(workers), BUILD_ON_START: 'false' });
}

/** Runs one `npm start` node (server/main.ts) with `env` on a free port; resolves once it says `ready:`. */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string>,
): Promise<ApiCluster> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-cluster-data-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(process.cwd(), 'server/main.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: join(dataDir, 'dist'),
        ADMIN_TOKEN: 'cluster-test-admin-token',
        SMTP_URL: '',
        NODE_ENV: 'test',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Generous: on a loaded machine compiling, migrating and seeding take minutes.
  await until(
    'the cluster to be ready',
    () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      return /ready: http/.test(output) ? true : undefined;
    },
    840_000,
  ).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output}`);
  });
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    log: () => output,
    workers() {
      const live = new Map<number, number>();
      for (const [, id, pid] of output.matchAll(WORKER_LINE)) live.set(Number(id), Number(pid));
      for (const [, id] of output.matchAll(EXIT_LINE)) live.delete(Number(id));
      return live;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A reply; status 0 when the connection broke before one came (a process died under it). */
export type Reply<T = Record<string, unknown>> = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
};

/**
 * One request on a connection of its own (no keep-alive), so the cluster's round-robin spreads
 * consecutive calls over its processes, as a load balancer would.
 */
export function send<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      `${base}${path}`,
      {
        method,
        agent: false,
        headers: { 'Content-Type': 'application/json', ...headers },
        timeout: 60_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {}
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed as T });
        });
        res.on('error', () => resolve({ status: 0, headers: {}, body: {} as T }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, headers: {}, body: {} as T }));
    req.end(payload);
  });
}
