/** Page layouts and colour schemes as the storefront reads them (`/v1/layouts`…). */

/** The back office's layout and colour-scheme screens' calls (`/v1/admin/page-layouts`, `/v1/admin/color-schemes`). */
export { backOfficeLayoutRoutes } from './back-office-layouts.routes';
export { layoutRoutes } from './layouts.routes';
/** Editors' layout and colour-scheme changes (`/v1/admin/layouts`, `/v1/admin/colorschemes`). */
export { adminLayoutRoutes } from './layouts-admin.routes';
/** A layout or colour scheme as the storefront would read it once saved (for a preview). */
export { draftColorScheme, draftPageLayout } from './layouts-draft.commands';
/** The rebuild at a page's period layout boundaries (job, its name, the hourly booking). */
export { layoutWindowJob } from './layouts-window.commands';
export { bookLayoutBoundaries, LAYOUT_WINDOW_JOB } from './layouts-window.tx';
/** The rebuild at a seasonal colour scheme's period boundaries (job, its name, the hourly booking). */
export { schemeWindowJob } from './schemes-window.commands';
export { bookSchemeBoundaries, SCHEME_WINDOW_JOB } from './schemes-window.tx';
