/** Banners, blogs, news, FAQ, pages, landing pages, popups and the rest (`/v1/*`). */

/** Blog articles, static pages and FAQ items as the storefront's calls answer them (draft previews show them). */
export { blogAnswer, qaAnswer, staticPageAnswer } from './article-answers.model';
export { contentRoutes } from './content.routes';
/** Banners, popups and free areas as the storefront's calls answer them (draft previews show them). */
export { bannerAnswer, freeAreaAnswer, popupAnswer } from './promo-answers.model';
