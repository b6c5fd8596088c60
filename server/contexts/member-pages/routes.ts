/**
 * The member-pages context's face to the process: the routes the app mounts, the jobs the worker runs
 * and what start-up wires (only server/app.ts, server/main.ts and server/jobs/ import it).
 */

/** `history`: Browsing, search and request history. */
export { historyRoutes } from './history/index';
/** `measurements`: Body measurements (採寸データ) and the size suggestion. */
export { measurementRoutes } from './measurements/index';
/** `memorials`: Memorial days (記念日) and their reminder mail. */
export { memorialRoutes, sendMemorialReminders } from './memorials/index';
/** `message-center`: Members' messages (メッセージセンター). */
export { messageCenterRoutes } from './message-center/index';
