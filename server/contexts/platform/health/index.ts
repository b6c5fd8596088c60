/** `GET /v1/health` and the per-site health the cluster reports. */
export { healthRoutes, type SiteStatus, siteHealthRoutes } from './health.routes';
