// Apart from the badge store. The school header's script writes these two out (so that a guest's
// page imports no shared file for them); school-badge.key.test checks it uses these.

/** Where the remembered school is kept (the persistent store's localStorage key). */
export const SCHOOL_BADGE_KEY = 'account:school-badge';

/** Told on the window when a school is remembered, so the header's badge wakes on that page. */
export const SCHOOL_REMEMBERED_EVENT = 'school-badge:remembered';
