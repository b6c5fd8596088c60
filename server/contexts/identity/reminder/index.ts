/** The password and user-name reminder (`/v1/reminder/*`). */
export { reminderRoutes } from './reminder.routes';
