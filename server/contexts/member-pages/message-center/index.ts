/** Posting a shop message to a member's message centre. */
export { postSystemMessage } from './message-center.queries';
/** Members' messages (`/v1/me/system-messages`). */
export { messageCenterRoutes } from './message-center.routes';
