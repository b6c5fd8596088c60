/**
 * The content context's narrow API: the only names other contexts and the platform code beside
 * the contexts may import from it. Everything else in the context can change freely.
 */

/** `content`: Banners, blogs, FAQ, pages, free areas, popups, notices, stylists. */
export { popupAnswer } from './content/index';
