/** Admin calls: business approval, rebuild state and the like (`/v1/admin/*`). */
export { adminRoutes } from './admin.routes';
/** Running a job's due work now (`/v1/admin/jobs/{name}/run`), with the host's runner. */
export { adminJobRoutes, type JobRunner } from './jobs.routes';
/** The maintenance switch as one process sees it, cached briefly. */
export { createMaintenanceGate, type MaintenanceGate } from './maintenance.commands';
/** Turning maintenance mode on and off, and reading it (`/v1/maintenance`). */
export { maintenanceRoutes } from './maintenance.routes';
/** The site rebuild editors start, and the admin token check. */
export {
  type AdminOptions,
  createRebuilder,
  type EditorRouteOptions,
  isAdmin,
  type Rebuilder,
  type RebuildResult,
} from './rebuild';
/** Middleware answering 401 unless the request carries the admin token. */
export { requireAdmin } from './require-admin';
