import type { Hono } from 'hono';
import { schoolRoutes } from './contexts/identity/routes';
import type { AppEnv } from './http/types';

/** A customer's own calls, served under `/<prefix>/v1` beside `/v1` (spec §7). */
export type CustomerApi = { prefix: string; routes: Hono<AppEnv> };

/**
 * The customer APIs by customer key: the `customer` a channel names in its settings (the school
 * channel's is `school`), the same key that picks the customer screen set (`SITE_CUSTOMER`).
 * `createApp` mounts each; a new customer API is a row here, not a change to the app.
 */
export const CUSTOMER_APIS: Readonly<Record<string, CustomerApi>> = {
  school: { prefix: 'takimoto', routes: schoolRoutes },
};
