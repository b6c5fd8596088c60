import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { gtmIdOf } from '../../../../contract/analytics/analytics.model';
import type {
  MaintenanceState,
  MaintenanceStatus,
} from '../../../../contract/maintenance/maintenance.schema';
import { COMMON_MESSAGES, ERROR_MESSAGES } from '../../../../contract/shared/common.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Database } from '../../../db/client';
import { requestOrigin } from '../../../http/proxy';
import type { AppEnv } from '../../../http/types';
import { closedFor, passesMaintenance } from './maintenance.model';
import { readMaintenance } from './maintenance.queries';

/**
 * How long one process reuses the switch it read. Every API call needs it; at 2 s a change made on
 * any process closes (or reopens) every other one within the 5 s the operators are promised.
 */
export const MAINTENANCE_TTL_MS = 2_000;

/** Seconds a client is told to wait before trying again during maintenance. */
const RETRY_AFTER_S = '60';

/** The status a client sees: closed or not for its address, the notice and the tag-manager id. */
export function statusFor(state: MaintenanceState, c: Context<AppEnv>): MaintenanceStatus {
  const channel = c.get('channel') as AppEnv['Variables']['channel'] | undefined;
  return {
    is_enabled: closedFor(state, requestOrigin(c).clientIp),
    title: state.title || COMMON_MESSAGES.maintenanceTitle,
    message: state.message || ERROR_MESSAGES[ERROR_CODES.maintenance],
    gtm_id: channel ? gtmIdOf(channel.settings) : null,
  };
}

/** The maintenance switch as one process sees it: read from the database, cached briefly. */
export type MaintenanceGate = ReturnType<typeof createMaintenanceGate>;

/** A gate over `database` with its own cache (one per app, as one per process). */
export function createMaintenanceGate(
  database: Database,
  { ttlMs = MAINTENANCE_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
) {
  let cached: { state: MaintenanceState; at: number } | undefined;
  let reading: Promise<MaintenanceState> | undefined;

  /** The switch, read again once the cached one is older than the TTL (one read at a time). */
  async function current(): Promise<MaintenanceState> {
    if (cached && now() - cached.at < ttlMs) return cached.state;
    reading ??= readMaintenance(database.db)
      .then((state) => {
        cached = { state, at: now() };
        return state;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  /** Takes a switch this process just wrote, so it applies here at once. */
  function remember(state: MaintenanceState): void {
    cached = { state, at: now() };
  }

  /** 503 with the maintenance status for every call but the admin ones and the status itself. */
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'OPTIONS' || passesMaintenance(c.req.path)) return next();
    const status = statusFor(await current(), c);
    if (!status.is_enabled) return next();
    return c.json({ code: ERROR_CODES.maintenance, ...status }, 503, {
      'Retry-After': RETRY_AFTER_S,
      'Cache-Control': 'no-store',
    });
  });

  return { current, remember, middleware };
}
