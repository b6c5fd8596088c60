import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase, wrapPglite } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedIfEmpty } from '../db/seed/index';
import type { TemplateKind } from './postgres-template';

const WAIT_MS = 180_000;
/** Drops the template databases from a test dump (see `build`), then writes everything out. */
const SLIMMING = [
  'alter database template1 is_template false',
  'drop database template1',
  'alter database template0 is_template false',
  'drop database template0',
  'checkpoint',
];

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function build(file: string, kind: TemplateKind): Promise<void> {
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  if (kind === 'seeded') await seedIfEmpty(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // No test creates a database on PGlite, and each file loads this dump: without the two template
  // databases (15 of its 51 MB) a load took 0.3–0.6 s less.
  for (const statement of SLIMMING) await client.query(statement);
  const dump = await client.dumpDataDir('none');
  await writeFile(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
  await rename(`${file}.part`, file);
  await database.close();
}

async function waitFor(file: string): Promise<boolean> {
  for (let waited = 0; waited < WAIT_MS; waited += 200) {
    if (await exists(file)) return true;
    await sleep(200);
  }
  return false;
}

/**
 * A migrated (and, for `seeded`, demo-seeded) in-memory PGlite loaded from a dump made once per
 * test run by the first file that asks for that kind. Booting PGlite, migrating and seeding cost
 * seconds per test file; loading a dump costs a fraction.
 * Undefined when the run has no template folder (then callers migrate and seed themselves).
 */
export async function templatePglite(kind: TemplateKind): Promise<Database | undefined> {
  const dir = process.env.MISE_TEST_TEMPLATE_DIR;
  if (!dir) return undefined;
  const file = join(dir, `${kind}.tar`);
  let builder = false;
  try {
    await writeFile(join(dir, `${kind}.lock`), String(process.pid), { flag: 'wx' });
    builder = true;
  } catch {
    // Another test file is building the template; wait for it below.
  }
  if (builder) await build(file, kind);
  else if (!(await waitFor(file))) return undefined;
  const dump = new Blob([await readFile(file)]);
  return wrapPglite(await PGlite.create({ loadDataDir: dump }));
}

/** A migrated, demo-seeded in-memory PGlite from this run's template (see `templatePglite`). */
export const seededPglite = (): Promise<Database | undefined> => templatePglite('seeded');
