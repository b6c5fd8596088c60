/** Admin calls: business approval, rebuild state and the like (`/v1/admin/*`). */
export { adminRoutes } from './admin.routes';
/** Running a job's due work now (`/v1/admin/jobs/{name}/run`), with the host's runner. */
export { adminJobRoutes, type JobRunner } from './jobs.routes';
/** The site rebuild editors start, and whether a request carries the admin token. */
export {
  type AdminOptions,
  createRebuilder,
  type EditorRouteOptions,
  isAdmin,
  type Rebuilder,
  type RebuildResult,
} from './rebuild';
/** The shared rebuild row: whether a whole rebuild is queued or running (the publish status reads it). */
export { type RebuildRow, readRebuild } from './rebuild.queries';
