/** Japanese copy of landing pages. */
export const LP_MESSAGES = {
  coupons: 'クーポン',
  take: 'クーポンを受け取る',
  taken: '受け取り済み',
  taking: '受け取っています…',
  loginToTake: 'ログインして受け取る',
  memberOnly: 'クーポンの受け取りには会員ログインが必要です。',
  discount: (yen: string) => `${yen}引き`,
  minimum: (yen: string) => `${yen}以上のご注文で利用可`,
  until: (date: string) => `${date}まで`,
  code: 'クーポンコード',
  /** The my page list of held coupons (`GET /v1/me/coupons`). */
  heldTitle: 'お持ちのクーポン',
  heldEmpty: 'お持ちのクーポンはありません。',
  used: '使用済み',
  ended: '期限切れ',
} as const;
