import type { Hono } from 'hono';
import { type AppOptions, createApp } from '../app';
import { SANDBOX_SETUP } from '../contexts/commerce/payments/index';
import type { Database } from '../db/client';
import { seedIfEmpty } from '../db/seed/index';
import type { SeedData } from '../db/seed/types';
import type { AppEnv } from '../http/types';
import { testMailer } from './jobs';
import { seededPglite } from './pglite-template';
import { demoSeededTestDatabase, migratedTestDatabase, type TestDatabase } from './test-database';

/** An app over a migrated and seeded test database. */
export type TestApi = { app: Hono<AppEnv>; database: Database; drop(): Promise<void> };

/** App options a test may set besides its database (the sandbox provider by default). */
export type TestAppOptions = Omit<AppOptions, 'database'>;

/**
 * An app over `database` with the tests' defaults (the sandbox provider, the tests' mailer) and
 * `options`: `seededApi`'s, or a second app for a test that needs another setting.
 */
export function appOver(database: Database, options: TestAppOptions = {}): Hono<AppEnv> {
  return createApp({ payments: SANDBOX_SETUP, mailer: testMailer, ...options, database });
}

/**
 * Opens a test database, migrates and seeds it (demo seed unless `data` is given), builds the app
 * with the sandbox provider and the tests' mailer.
 */
export async function seededApi(data?: SeedData, options: TestAppOptions = {}): Promise<TestApi> {
  const template = !data && !process.env.TEST_DATABASE_URL ? await seededPglite() : undefined;
  if (template) {
    return {
      app: appOver(template, options),
      database: template,
      drop: () => template.close(),
    };
  }
  const test: TestDatabase = data ? await migratedTestDatabase() : await demoSeededTestDatabase();
  // The demo template is already seeded; this only fills a database seeded with custom data.
  await seedIfEmpty(test.database, data);
  return {
    app: appOver(test.database, options),
    database: test.database,
    drop: test.drop,
  };
}

/** Sends a JSON request and returns status, headers and the parsed body. */
export async function call<T = unknown>(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; channel?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.channel !== undefined) headers['X-Channel-Id'] = options.channel;
  let body: string | undefined;
  if (options.rawBody !== undefined || options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = options.rawBody ?? JSON.stringify(options.body);
  }
  const res = await app.request(path, { method, headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: json as T };
}
