/**
 * The content context's face to the process: the routes the app mounts, the jobs the worker runs
 * and what start-up wires (only server/app.ts, server/main.ts and server/jobs/ import it).
 */

/** `content`: Banners, blogs, FAQ, pages, free areas, popups, notices, stylists. */
export { contentRoutes } from './content/index';
/** `content-admin`: Editors' content on one pattern (banners, blog posts and categories): list per channel, versions, periods, order, audit, pictures. */
export {
  bookContentBoundaries,
  CONTENT_IMAGE_PATH,
  CONTENT_WINDOW_JOB,
  contentAdminRoutes,
  contentImageRoutes,
  contentWindowJob,
} from './content-admin/index';
/** `events`: Ecommerce events (the popup an event answers) and their pruning. */
export { EVENTS_PRUNE_JOB, ecommerceEventRoutes, pruneEcommerceEvents } from './events/index';
/** `layouts`: Page layouts and colour schemes (read and edited), when a channel's content last changed. */
export {
  adminLayoutRoutes,
  backOfficeLayoutRoutes,
  bookLayoutBoundaries,
  bookSchemeBoundaries,
  LAYOUT_WINDOW_JOB,
  layoutWindowJob,
  SCHEME_WINDOW_JOB,
  schemeWindowJob,
} from './layouts/index';
/** `media`: Media files (`/media/*`), blog and catalogue files, OG images, the sanitised text of a media file. */
export { contentMediaRoutes, mediaRoutes } from './media/index';
/** `news`: News articles, read marks, editors' news changes. */
export { adminNewsRoutes } from './news/index';
/** `previews`: Draft previews (プレビュー): a product's or content record's unsaved draft as the channel's real page behind a 30-minute link. */
export { type DraftPageRenderer, previewRoutes } from './previews/index';
