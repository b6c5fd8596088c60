import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { isRoot, run } from './run.ts';

/** A PostgreSQL server started for one test run. */
export interface TempPostgres {
  url: string;
  stop(): Promise<void>;
}

/** The newest Debian PostgreSQL server binaries folder, if installed. */
export function findPostgresBin(base = '/usr/lib/postgresql'): string | undefined {
  const versions = existsSync(base) ? readdirSync(base) : [];
  return versions
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => join(base, v, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl')));
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function installPostgres(): Promise<string | undefined> {
  if (!isRoot()) {
    console.error(
      'PostgreSQL server is missing. Install it with: sudo apt-get install postgresql\n' +
        '(or point TEST_DATABASE_URL at an empty database you own)',
    );
    return undefined;
  }
  console.log('postgres: installing with apt-get…');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update'], { env })).code !== 0) return undefined;
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { env });
  return findPostgresBin();
}

/** Starts a throwaway PostgreSQL (as user postgres when root) in a temp dir, with database shop_test. */
export async function startTempPostgres(): Promise<TempPostgres | undefined> {
  const bin = findPostgresBin() ?? (await installPostgres());
  if (!bin) return undefined;
  const dir = await mkdtemp(join(tmpdir(), 'shop-pg-'));
  const data = join(dir, 'data');
  const asOwner = (cmd: string, args: string[]) =>
    isRoot()
      ? run('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { capture: true })
      : run(join(bin, cmd), args, { capture: true });
  if (isRoot()) await run('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  const stop = async () => {
    await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    await rm(dir, { recursive: true, force: true });
  };
  const init = await asOwner('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start =
    init.code === 0
      ? await asOwner('pg_ctl', [
          '-D',
          data,
          '-l',
          join(dir, 'server.log'),
          '-w',
          '-t',
          '60',
          '-o',
          options,
          'start',
        ])
      : init;
  if (start.code !== 0) {
    console.error(`postgres: could not start a server\n${start.output}`);
    await stop();
    return undefined;
  }
  const admin = new pg.Client({
    connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query('CREATE DATABASE shop_test');
  await admin.end();
  return { url: `postgresql://postgres@127.0.0.1:${port}/shop_test`, stop };
}
