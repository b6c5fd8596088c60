// The shop pages' part (recently viewed, search words) is in viewed.messages, which the shop chunk
// takes; this file stays with the my-page screens, so product pages do not load their copy.
export { HISTORY_MESSAGES } from '../../../contract/history/viewed.messages';

/** Japanese copy of the my-page history screens (閲覧履歴, 検索履歴, リクエスト履歴). */
export const MYPAGE_HISTORY_MESSAGES = {
  viewTitle: '閲覧履歴',
  searchTitle: '検索履歴',
  requestTitle: 'リクエスト履歴',
  loading: '読み込み中…',
  loadFailed: '履歴を読み込めませんでした。時間をおいて再度お試しください。',
  removeFailed: '削除できませんでした。時間をおいて再度お試しください。',
  remove: '履歴から削除',
  removeLabel: (what: string) => `「${what}」を履歴から削除する`,
  removed: '履歴から削除しました。',
  total: (n: number) => `全${n.toLocaleString('ja-JP')}件`,
  viewEmpty: 'まだ閲覧した商品はありません。',
  searchEmpty: 'まだ検索履歴はありません。',
  requestEmpty: 'まだ商品リクエストはありません。',
  browse: '商品を探す',
  viewedAt: '閲覧日時',
  searchedAt: '検索日時',
  requestedAt: 'リクエスト日時',
  word: '検索語',
  product: '商品',
  body: 'リクエスト内容',
  noProduct: '（商品の指定なし）',
  backToMenu: '会員ホームへ戻る',
} as const;
