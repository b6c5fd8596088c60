/** Body measurements and the size suggestion. */
export { measurementRoutes } from './measurements.routes';
