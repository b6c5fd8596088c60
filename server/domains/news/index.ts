/** News articles (`/v1/news`…). */
export { newsRoutes } from './news.routes';
/** Editors' news changes (`/v1/admin/news`). */
export { adminNewsRoutes } from './news-admin.routes';
