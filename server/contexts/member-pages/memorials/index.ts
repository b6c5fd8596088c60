/** Memorial days (`/v1/me/user-memorials`). */
export { memorialRoutes } from './memorials.routes';
/** The memorial-day reminder mail job. */
export { sendMemorialReminders } from './reminders.commands';
