/** Japanese copy of reviews. */
export const REVIEW_MESSAGES = {
  /** The nickname of a review posted without one: the member's family name. */
  nickname: (lastName: string) => `${lastName}さん`,
} as const;
