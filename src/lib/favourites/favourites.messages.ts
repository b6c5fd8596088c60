/** Japanese copy of the favourite button (labels tests rely on: お気に入りに追加 / お気に入りから削除). */
export const FAVOURITE_MESSAGES = {
  add: 'お気に入りに追加',
  remove: 'お気に入りから削除',
  added: 'お気に入りに追加しました。',
  removed: 'お気に入りから削除しました。',
  loginRequired: 'お気に入りを使うにはログインしてください。',
  login: 'ログイン',
  defaultListName: 'お気に入り',
  /** The heart on a product tile: a toggle whose pressed state says whether it is a favourite. */
  tileHeart: (name: string) => `お気に入り：${name}`,
} as const;
