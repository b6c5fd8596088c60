/** Content media files (blog and catalogue files under `/media`). */

/** Banners, blogs, news, FAQ, pages, landing pages, popups and the rest (`/v1/*`). */
export { contentRoutes } from './content.routes';
export { contentMediaRoutes } from './content-media.routes';
/** When a channel's content last changed. */
export { contentUpdatedAt } from './layouts.queries';
/** Editors' layout and colour-scheme changes (`/v1/admin/layouts`, `/v1/admin/colorschemes`). */
export { adminLayoutRoutes } from './layouts-admin.routes';
/** The shop's media files (`/media/*`). */
export { mediaRoutes } from './media.routes';
/** Editors' news changes (`/v1/admin/news`). */
export { adminNewsRoutes } from './news-admin.routes';
