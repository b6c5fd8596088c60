import pg from 'pg';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedIfEmpty } from '../db/seed/index';

/** The kinds of template a test run keeps on its PostgreSQL server. */
export type TemplateKind = 'migrated' | 'seeded';

// Names are built from hex digits and fixed words only, so interpolating them into SQL is safe.
const RUN_ID = /^[0-9a-f]{12}$/;

/** The template database's name for this test run, or undefined when the run has no id. */
export function templateName(
  kind: TemplateKind,
  runId = process.env.MISE_TEST_RUN_ID,
): string | undefined {
  if (!runId || !RUN_ID.test(runId)) return undefined;
  return `mise_tpl_${runId}_${kind}`;
}

function databaseUrl(serverUrl: string, name: string): string {
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

async function build(
  serverUrl: string,
  admin: pg.Client,
  name: string,
  kind: TemplateKind,
): Promise<void> {
  const part = `${name}_part`;
  await admin.query(`drop database if exists ${part} with (force)`);
  await admin.query(`create database ${part}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, part) });
  try {
    await migrateDatabase(database);
    if (kind === 'seeded') await seedIfEmpty(database);
  } finally {
    await database.close();
  }
  // Renamed only once complete, so a failed build never leaves a half-made template to clone.
  await admin.query(`alter database ${part} rename to ${name}`);
}

/**
 * Makes sure this run's template exists (built once, under an advisory lock, by whichever test
 * file asks first) and returns its name. Cloning a template costs a fraction of migrating and
 * seeding a database for every test file.
 */
export async function ensureTemplate(
  serverUrl: string,
  kind: TemplateKind,
): Promise<string | undefined> {
  const name = templateName(kind);
  if (!name) return undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await build(serverUrl, admin, name, kind);
    return name;
  } finally {
    await admin.end();
  }
}

/** Drops every template this run made (global teardown). */
export async function dropTemplates(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const kind of ['migrated', 'seeded'] as const) {
      const name = templateName(kind);
      if (name) await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}
