import cluster from 'node:cluster';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { databaseUnavailable } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { describeOperation } from '../../openapi/describe-operation';
import type { MaintenanceGate } from '../admin/maintenance.commands';

/** What a load balancer's health check gets from a healthy process (`process`: cluster worker number, 0 alone). */
const HealthSchema = v.object({
  status: v.literal('ok'),
  database: v.literal('ok'),
  process: v.number(),
  /** Whether the maintenance switch is on: reported, never a reason to fail the check. */
  maintenance: v.boolean(),
});

/**
 * `GET /v1/health`: 200 when this process can reach its database, else 503 with `Retry-After`.
 * A load balancer takes a process out of rotation on 503 and back once it answers 200 again
 * (the pool reconnects by itself after a database restart; no process restart is needed).
 * Maintenance closes the shop on every node alike, so it is a field here, not a failure.
 */
export const healthRoutes = (maintenance: MaintenanceGate) =>
  new Hono<AppEnv>().get(
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
      const { is_enabled } = await maintenance.current();
      c.header('Cache-Control', 'no-store');
      return c.json({
        status: 'ok' as const,
        database: 'ok' as const,
        process: cluster.worker?.id ?? 0,
        maintenance: is_enabled,
      });
    },
  );
