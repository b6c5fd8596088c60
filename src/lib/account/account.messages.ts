/** Japanese copy of the member home, profile, password, leave and login-history screens. */
export const ACCOUNT_MESSAGES = {
  memberHomeTitle: '会員ホーム',
  welcome: (name: string) => `${name} 様、ようこそ。`,
  points: (points: number) => `保有ポイント：${points.toLocaleString('ja-JP')} pt`,
  menuLabel: '会員メニュー',
  menu: [
    { href: '/mypage/user_info/', label: '会員情報の確認・変更' },
    { href: '/mypage/password/', label: 'パスワードの変更' },
    { href: '/mypage/login_history/', label: 'ログイン履歴' },
    { href: '/cart/', label: 'カートを見る' },
    { href: '/mypage/leave/', label: '退会' },
    { href: '/mypage/logout/', label: 'ログアウト' },
  ],
  loading: '読み込み中…',
  loadFailed: '会員情報を読み込めませんでした。時間をおいて再度お試しください。',
} as const;
