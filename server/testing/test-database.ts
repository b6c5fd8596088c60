import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { templatePglite } from './pglite-template';
import { ensureTemplate, type TemplateKind } from './postgres-template';

/** A database for one test file and how to throw it away. */
export type TestDatabase = { database: Database; drop(): Promise<void> };

/**
 * In-memory PGlite, or a fresh PostgreSQL database on the server of `TEST_DATABASE_URL`; either
 * loaded or cloned from this run's `template` (migrated, or migrated and demo-seeded) when one is
 * asked for.
 */
export async function testDatabase(
  url = process.env.TEST_DATABASE_URL,
  template?: TemplateKind,
): Promise<TestDatabase> {
  if (!url) {
    const database =
      (template && (await templatePglite(template))) ?? (await openDatabase({ memory: true }));
    return { database, drop: () => database.close() };
  }
  const name = `mise_test_${randomBytes(6).toString('hex')}`;
  const source = template ? await ensureTemplate(url, template) : undefined;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // The name is generated above from hex digits only, so interpolating it is safe.
  await admin.query(`create database ${name}${source ? ` template ${source}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  return {
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A migrated test database (empty). */
export async function migratedTestDatabase(): Promise<TestDatabase> {
  const test = await testDatabase(undefined, 'migrated');
  // A clone of the migrated template is already up to date; this then only reads the journal.
  await migrateDatabase(test.database);
  return test;
}

/** A migrated test database holding the demo seed (PostgreSQL clones this run's seeded template). */
export async function demoSeededTestDatabase(): Promise<TestDatabase> {
  const test = await testDatabase(undefined, 'seeded');
  await migrateDatabase(test.database);
  return test;
}
