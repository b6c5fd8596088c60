/** One link of the my page menu. */
export type MypageLink = { href: string; label: string };

/** The my page menu by section: every my page screen, as /mypage/ and /ec/ list them. */
export const MYPAGE_MENU: readonly { title: string; links: readonly MypageLink[] }[] = [
  {
    title: 'ご注文・ポイント',
    links: [
      { href: '/mypage/order_history/', label: 'ご注文履歴' },
      { href: '/mypage/point/', label: 'ポイント' },
      { href: '/mypage/list/', label: 'お気に入りリスト' },
      { href: '/mypage/bookmark/', label: 'ブックマーク' },
    ],
  },
  {
    title: '会員情報',
    links: [
      { href: '/mypage/user_info/', label: '会員情報の確認・変更' },
      { href: '/mypage/password/', label: 'パスワードの変更' },
      { href: '/mypage/address/', label: 'お届け先住所録' },
      { href: '/mypage/card/', label: 'クレジットカード' },
      { href: '/mypage/memorial/', label: '記念日' },
      { href: '/mypage/measurement/', label: '採寸データ' },
      { href: '/mypage/name-embroidery/', label: 'ネーム刺繍' },
    ],
  },
  {
    title: '履歴・お知らせ',
    links: [
      { href: '/mypage/message-center/', label: 'メッセージセンター' },
      { href: '/mypage/inquiry_history/', label: 'お問い合わせ履歴' },
      { href: '/mypage/login_history/', label: 'ログイン履歴' },
      { href: '/mypage/product_history/', label: '閲覧履歴' },
      { href: '/mypage/product_search_history/', label: '検索履歴' },
      { href: '/mypage/product_request_history/', label: 'リクエスト履歴' },
    ],
  },
  {
    title: 'その他',
    links: [
      { href: '/mypage/leave/', label: '退会' },
      { href: '/mypage/logout/', label: 'ログアウト' },
    ],
  },
];

/** Every my page link in menu order. */
export const MYPAGE_LINKS: readonly MypageLink[] = MYPAGE_MENU.flatMap((s) => s.links);

/** Japanese copy of the my page top (/mypage/). */
export const MYPAGE_MESSAGES = {
  title: 'マイページ',
  top: 'マイページトップ',
  loading: '読み込み中…',
  welcome: (name: string) => `${name} 様`,
  points: '保有ポイント',
  pointsExpire: (date: string) => `有効期限 ${date}`,
  latestOrder: '最近のご注文',
  noOrder: 'まだご注文はありません。',
  allOrders: 'ご注文履歴をすべて見る',
  menuLabel: 'マイページメニュー',
  loadFailed: 'マイページを読み込めませんでした。時間をおいて再度お試しください。',
} as const;
