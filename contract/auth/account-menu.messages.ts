/** Japanese copy of the header's account links (kept apart so the header ships only these). */
export const ACCOUNT_MENU_MESSAGES = {
  myPage: 'マイページ',
  login: 'ログイン',
  logout: 'ログアウト',
} as const;
