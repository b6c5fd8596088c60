/** Japanese copy of the message centre (/mypage/message-center/) and the header's unread badge. */
export const MESSAGE_CENTER_MESSAGES = {
  title: 'メッセージセンター',
  unreadBadge: (n: number) => `未読メッセージ ${n}件`,
  unread: '未読',
  read: '既読',
  total: (n: number, unread: number) => `${n}件（未読 ${unread}件）`,
  empty: 'メッセージはありません。',
  receivedAt: '受信日時',
  loading: '読み込み中…',
  loadFailed: 'メッセージを読み込めませんでした。時間をおいて再度お試しください。',
  notFound: 'メッセージが見つかりません。',
  backToList: 'メッセージ一覧へ戻る',
  markUnread: '未読に戻す',
  markedUnread: '未読に戻しました。',
  failed: '処理できませんでした。時間をおいて再度お試しください。',
  backToMenu: '会員ホームへ戻る',
  kinds: {
    order: 'ご注文',
    point: 'ポイント',
    inquiry: 'お問い合わせ',
    info: 'お知らせ',
  },
} as const;

/** Japanese text of the demo messages and of the messages other domains post. */
export const SYSTEM_MESSAGE_TEXTS = {
  shippedTitle: 'ご注文の商品を発送しました',
  shippedBody: (orderNo: string) =>
    `ご注文（注文番号 ${orderNo}）の商品を発送しました。\nお届けまで今しばらくお待ちください。`,
  pointExpiryTitle: 'ポイント失効のお知らせ',
  pointExpiryBody:
    '保有ポイントのうち 300 pt が来月末に失効します。\nお早めにお買い物でご利用ください。',
  welcomeTitle: '会員登録ありがとうございます',
  welcomeBody: 'マイページからお届け先やお気に入りリストを登録できます。',
} as const;
