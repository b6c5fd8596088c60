/** Japanese copy of the saved cards (my page) screens. */
export const CARD_MESSAGES = {
  title: '登録済みのカード',
  addTitle: 'カードの登録',
  add: 'カードを登録する',
  register: '登録する',
  back: '戻る',
  delete: '削除する',
  cancel: 'キャンセル',
  setMain: 'メインのカードにする',
  mainMark: 'メインのカード',
  expiredMark: '有効期限切れ',
  expiredNote:
    '有効期限が切れたカードはお支払いに使えません。削除して新しいカードを登録してください。',
  expires: (yyyymm: string) => `有効期限 ${yyyymm.slice(4)}/${yyyymm.slice(2, 4)}`,
  empty: 'カードは登録されていません。',
  loading: '読み込み中…',
  count: (n: number, limit: number) => `${n}枚 / 最大${limit}枚`,
  confirmDelete: (label: string) => `${label} を削除します。よろしいですか？`,
  deleted: 'カードを削除しました。',
  mainSet: 'メインのカードを変更しました。',
  saved: 'カードを登録しました。',
  failed: '処理できませんでした。時間をおいてもう一度お試しください。',
  tokenHint: 'カード番号はカード会社に直接送られ、当店には保存されません。',
  testNotice: 'テスト決済: 4242 4242 4242 4242 などのテスト用カードをお使いください。',
  expiredAtCheckout: 'このカードは有効期限が切れているため使えません。別のカードをお選びください。',
} as const;

/** Japanese messages of the card form's fields (spec §3: ccNumber, ccName, ccExpiration, securityCode). */
export const CARD_FORM_MESSAGES = {
  ccNumber: 'カード番号を半角数字で正しく入力してください。',
  ccName: 'カード名義を入力してください（100文字以内）。',
  ccExpiration: '有効期限を年4桁と月2桁の6桁で入力してください（例 203012）。',
  securityCode: 'セキュリティコードを3桁または4桁の半角数字で入力してください。',
  invalid: 'カード情報に誤りがあります。',
} as const;
