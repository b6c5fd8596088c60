/** Name embroidery records (`/v1/me/name-embroideries`). */
export { embroideryRoutes } from './embroidery.routes';
