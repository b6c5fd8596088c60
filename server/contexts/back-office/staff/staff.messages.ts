/** Japanese copy the staff domain sends besides the shared catalogue. */
export const STAFF_SERVER_MESSAGES = {
  locked:
    'サインインに続けて失敗したため、アカウントを30分間ロックしました。時間をおいてお試しいただくか、オーナーに連絡してください。',
  codeInvalid: '確認コードが正しくないか、有効期限が切れています。',
} as const;
