/** Japanese copy of the auth domain. */
export const AUTH_MESSAGES = {
  /** How mail and records name a member who gave no name. */
  customer: 'お客様',
} as const;
