/** Categories (a tree), brands and makers as the back office manages them (`/v1/admin/taxonomy/*`). */

/** Inquiry categories by id (the inquiries context names an inquiry's category with them). */
export { type InquiryCategory, inquiryCategories } from './inquiry-categories.queries';
export { taxonomyRoutes } from './taxonomy.routes';
/** The job that rebuilds every channel at a boundary of a brand's or maker's page period, and its hourly catch-up. */
export { bookPageBoundaries, TAXONOMY_WINDOW_JOB } from './taxonomy-page.tx';
/** That job's handler. */
export { taxonomyWindowJob } from './taxonomy-window.commands';
