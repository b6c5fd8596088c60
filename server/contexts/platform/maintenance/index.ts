/** The maintenance switch as one process sees it, cached briefly. */
export { createMaintenanceGate, type MaintenanceGate } from './maintenance.commands';
/** Turning maintenance mode on and off, and reading it (`/v1/maintenance`). */
export { maintenanceRoutes } from './maintenance.routes';
