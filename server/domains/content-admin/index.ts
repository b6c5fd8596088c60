/** The back office's content calls on one pattern (`/v1/admin/content/{kind}`): banners, blog posts, blog categories. */
export { contentAdminRoutes } from './content-admin.routes';
/** `POST /v1/admin/content/images` and its path, mounted before /v1's 100 KB body limit. */
export { CONTENT_IMAGE_PATH, contentImageRoutes } from './content-image.routes';
