/** News articles (`/v1/news`…). */

/** A news item as `GET /v1/news/{id}` answers it (what a draft preview shows). */
export { toNews } from './news.model';
export { newsRoutes } from './news.routes';
/** Editors' news changes (`/v1/admin/news`). */
export { adminNewsRoutes } from './news-admin.routes';
