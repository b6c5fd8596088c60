import cluster from 'node:cluster';
import { Hono } from 'hono';
import * as v from 'valibot';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException, databaseUnavailable } from '../../../http/errors';
import type { AppEnv } from '../../../http/types';
import { describeOperation } from '../../../openapi/describe-operation';
import type { MaintenanceGate } from '../maintenance/index';
import { pingDatabase } from './health.queries';

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
        await pingDatabase(c.get('database').db);
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

/** Whether each channel this node serves has a published build. */
export type SiteStatus = { id: string; published: boolean };

const SitesHealthSchema = v.object({
  status: v.picklist(['ok', 'building']),
  channels: v.array(v.object({ id: v.string(), published: v.boolean() })),
});

/**
 * `GET /v1/health/sites`: 200 once every channel this node serves has a published build, else 503
 * with `Retry-After` (the channels without one answer the building page). For a load balancer that
 * should send shoppers only to a node serving every channel, and for tests that need them all.
 * 404 when the host serves no site.
 */
export function siteHealthRoutes(sites?: () => readonly SiteStatus[]) {
  return new Hono<AppEnv>().get(
    '/health/sites',
    describeOperation({
      tag: 'meta',
      summary: '稼働確認（すべてのチャンネルのサイトが公開済みか。未公開があれば 503）',
      response: SitesHealthSchema,
      errors: [404, 503],
    }),
    (c) => {
      if (!sites) throw new ApiException(404, ERROR_CODES.notFound);
      const channels = sites().map(({ id, published }) => ({ id, published }));
      const ready = channels.every((channel) => channel.published);
      c.header('Cache-Control', 'no-store');
      if (!ready) c.header('Retry-After', '5');
      return c.json(
        { status: ready ? ('ok' as const) : ('building' as const), channels },
        ready ? 200 : 503,
      );
    },
  );
}
