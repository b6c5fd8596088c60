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
    { href: '/mypage/product_history/', label: '閲覧履歴' },
    { href: '/mypage/product_search_history/', label: '検索履歴' },
    { href: '/mypage/product_request_history/', label: 'リクエスト履歴' },
    { href: '/cart/', label: 'カートを見る' },
    { href: '/mypage/leave/', label: '退会' },
    { href: '/mypage/logout/', label: 'ログアウト' },
  ],
  loading: '読み込み中…',
  loadFailed: '会員情報を読み込めませんでした。時間をおいて再度お試しください。',
} as const;

/** Japanese copy of the password change and the reminder reset forms. */
export const PASSWORD_FORM_MESSAGES = {
  currentPassword: '現在のパスワード',
  newPassword: '新しいパスワード',
  newPasswordConfirmation: '新しいパスワード（確認用）',
  change: '変更する',
  changed: 'パスワードを変更しました。ほかの端末ではログアウトされました。',
  checking: '確認しています…',
  securityAnswer: (question: string) => `秘密の質問：${question}`,
  newUsername: '新しいユーザー名',
  reset: '再設定する',
  retry: 'もう一度手続きする',
} as const;

/** Japanese copy of the leave screen and of re-authentication on the profile form. */
export const LEAVE_MESSAGES = {
  done: '退会手続きが完了しました。これまでのご利用、誠にありがとうございました。',
  toTop: 'トップページへ戻る',
  checking: '確認しています…',
  intro: '退会すると、次の情報はすべて削除され、元に戻すことはできません。',
  erased: [
    'お名前・住所・電話番号などの会員情報とお届け先',
    '登録済みのクレジットカード、お気に入り、保有ポイント',
    'ログイン履歴',
  ],
  ordersKept: 'ご注文の記録は、法令に基づき会計上必要な範囲で保管します。',
  agree: '上記を確認し、退会に同意します',
  passwordHint: 'ご本人確認のため、ログインに使っているパスワードを入力してください。',
  leave: '退会する',
  back: '会員ホームへ戻る',
  answerPasswordHint: '秘密の質問の答えを変更する場合は、ご本人確認のため入力してください。',
} as const;

/** Japanese copy of the school key (学校コード) field of the school shop. */
export const SCHOOL_MESSAGES = {
  label: '学校コード',
  hint: '学校から配布された学校コードを入力してください。',
  invalid: '学校コードが正しくありません。学校から配布されたコードをご確認ください。',
  checking: '学校コードを確認しています…',
  confirmed: (name: string) => `「${name}」を確認しました。`,
  failed: '学校コードを確認できませんでした。時間をおいて再度お試しください。',
  infoLabel: '学校',
} as const;
