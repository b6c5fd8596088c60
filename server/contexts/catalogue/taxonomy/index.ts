/** Categories (a tree), brands and makers as the back office manages them (`/v1/admin/taxonomy/*`). */
export { taxonomyRoutes } from './taxonomy.routes';
/** The job that rebuilds every channel at a boundary of a brand's or maker's page period, and its hourly catch-up. */
export { bookPageBoundaries, TAXONOMY_WINDOW_JOB } from './taxonomy-page.tx';
/** That job's handler. */
export { taxonomyWindowJob } from './taxonomy-window.commands';
