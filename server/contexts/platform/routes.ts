/**
 * The platform context's face to the process: the routes the app mounts, the jobs the worker runs
 * and what start-up wires (only server/app.ts, server/main.ts and server/jobs/ import it).
 */

/** `audit`: The append-only audit log: the staff guard that records every back-office write (`requireAdmin`), the owners' list. */
export { auditRoutes } from './audit/index';
/** `calendar`: The shop calendar: national holidays (@holiday-jp/holiday_jp), closed and shipping days, repeating rules, lead time. */
export { shopCalendarRoutes } from './calendar/index';
/** `health`: `GET /v1/health` for load balancers. */
export { healthRoutes, type SiteStatus, siteHealthRoutes } from './health/index';
/** `maintenance`: Maintenance mode: the switch, who passes it, the gate each process caches. */
export { createMaintenanceGate, maintenanceRoutes } from './maintenance/index';
/** `postal`: Postal-code lookup and its data load. */
export { ensurePostalCodes, postalRoutes } from './postal/index';
/** `settings`: Channel settings and the public settings the storefront reads. */
export { publicEnvRoutes, settingsRoutes } from './settings/index';
