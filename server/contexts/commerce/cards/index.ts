/** Saved cards (`/v1/me/user-cards`). */
export { cardRoutes } from './cards.routes';
