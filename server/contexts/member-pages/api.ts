/**
 * The member-pages context's narrow API: the only names other contexts and the platform code beside
 * the contexts may import from it. Everything else in the context can change freely.
 */

/** `message-center`: Members' messages (メッセージセンター). */
export { postSystemMessage } from './message-center/index';
