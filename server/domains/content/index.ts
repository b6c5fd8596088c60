/** Banners, blogs, news, FAQ, pages, landing pages, popups and the rest (`/v1/*`). */
export { contentRoutes } from './content.routes';
