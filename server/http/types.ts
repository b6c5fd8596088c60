import type { Database } from '../db/client';
import type { channels } from '../db/schema/index';

/** A channel row as the middleware loads it. */
export type Channel = typeof channels.$inferSelect;

/** Hono environment of every `/v1` handler: the database and the request's channel. */
export type AppEnv = { Variables: { database: Database; channel: Channel } };
