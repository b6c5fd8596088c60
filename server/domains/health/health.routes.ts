import cluster from 'node:cluster';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { databaseUnavailable } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { describeOperation } from '../../openapi/describe-operation';

/** What a load balancer's health check gets from a healthy process (`process`: cluster worker number, 0 alone). */
const HealthSchema = v.object({
  status: v.literal('ok'),
  database: v.literal('ok'),
  process: v.number(),
});

/**
 * `GET /v1/health`: 200 when this process can reach its database, else 503 with `Retry-After`.
 * A load balancer takes a process out of rotation on 503 and back once it answers 200 again
 * (the pool reconnects by itself after a database restart; no process restart is needed).
 */
export const healthRoutes = new Hono<AppEnv>().get(
  '/health',
  describeOperation({
    tag: 'meta',
    summary: '稼働確認（データベースに届くか）',
    response: HealthSchema,
    errors: [503],
  }),
  async (c) => {
    try {
      await c.get('database').db.execute(sql`select 1`);
    } catch {
      throw databaseUnavailable();
    }
    c.header('Cache-Control', 'no-store');
    return c.json({
      status: 'ok' as const,
      database: 'ok' as const,
      process: cluster.worker?.id ?? 0,
    });
  },
);
