/** The public settings the storefront reads at run time. */
export { publicEnvRoutes } from './public-env.routes';
/** Channel settings (`/v1/settings/front`). */
export { settingsRoutes } from './settings.routes';
