/** The back office's content calls on one pattern (`/v1/admin/content/{kind}`): banners, blog posts and categories, FAQ items and categories, static pages, information messages. */
export { contentAdminRoutes } from './content-admin.routes';
/** `POST /v1/admin/content/images` and its path, mounted before /v1's 100 KB body limit. */
export { CONTENT_IMAGE_PATH, contentImageRoutes } from './content-image.routes';
/** A content draft saved inside a transaction the caller rolls back (draft previews). */
export { saveDraftIn } from './content-save.tx';
/** The job that rebuilds a content record's channels at a boundary of its publish period, and its handler. */
export { contentWindowJob } from './content-window.commands';
/** The name of that job, and the hourly catch-up that books every record's future boundaries. */
export { bookContentBoundaries, CONTENT_WINDOW_JOB } from './content-window.tx';
