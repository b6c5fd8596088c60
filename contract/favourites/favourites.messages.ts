import { TILE_HEART_MESSAGES } from './tile-heart.messages';

/** Japanese copy of the favourite button (labels tests rely on: お気に入りに追加 / お気に入りから削除). */
export const FAVOURITE_MESSAGES = {
  add: 'お気に入りに追加',
  remove: 'お気に入りから削除',
  added: 'お気に入りに追加しました。',
  removed: 'お気に入りから削除しました。',
  loginRequired: 'お気に入りを使うにはログインしてください。',
  login: 'ログイン',
  defaultListName: 'お気に入り',
  ...TILE_HEART_MESSAGES,
} as const;
