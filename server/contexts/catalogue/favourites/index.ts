/** Bookmarks (`/v1/me/bookmarks`). */
export { bookmarkRoutes } from './bookmarks.routes';
/** Favourites (`/v1/products/{key}/likes`). */
export { likeRoutes } from './favourites.routes';
/** Favourites lists (`/v1/me/user-lists`). */
export { userListRoutes } from './user-lists.routes';
