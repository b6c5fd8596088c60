/** Japanese copy of the sandbox card provider: card-form errors and the 3-D Secure page. */
export const SANDBOX_MESSAGES = {
  invalidCard: 'カード情報に誤りがあります。',
  notFound: '見つかりませんでした。',
  number: 'カード番号が正しくありません。',
  exp: '有効期限が正しくありません（MM/YY）。',
  cvc: 'セキュリティコードが正しくありません。',
  name: 'カード名義を入力してください。',
  challengeTitle: '本人認証（3-Dセキュア）',
  challengeLead: 'テスト用カード会社の認証画面です。',
  card: 'カード：',
  amount: 'ご請求額：',
  authenticate: '認証する',
  cancel: 'キャンセル',
} as const;
