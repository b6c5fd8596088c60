/** Japanese copy of the postal-code lookup. */
export const POSTAL_MESSAGES = {
  required: '郵便番号を入力してください。',
} as const;
