/** Loading the Japan Post data once, from the package, never the network. */

/** Postal-code lookup (`/v1/postal-code`, `/v1/postal-codes/prefectures`). */
export { postalRoutes } from './postal.routes';
export { ensurePostalCodes } from './postal-load';
