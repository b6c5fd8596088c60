/** Japanese copy of the address book: screens, CSV import and export (spec §4, §8). */
export const ADDRESS_MESSAGES = {
  title: 'お届け先一覧',
  addTitle: 'お届け先の追加',
  editTitle: 'お届け先の変更',
  add: 'お届け先を追加する',
  save: '保存する',
  back: '戻る',
  delete: '削除する',
  cancel: 'キャンセル',
  deleteAll: 'すべて削除する',
  edit: '変更する',
  setDefault: 'いつものお届け先にする',
  setSender: 'いつもの依頼主にする',
  defaultMark: 'いつものお届け先',
  senderMark: 'いつもの依頼主',
  ownMark: 'ご本人の住所',
  postalMark: '〒',
  empty: 'お届け先は登録されていません。',
  loading: '読み込み中…',
  count: (n: number, limit: number) => `${n}件 / 最大${limit}件`,
  confirmDelete: (name: string) => `「${name}」様のお届け先を削除します。よろしいですか？`,
  confirmDeleteAll: 'ご本人の住所以外のお届け先をすべて削除します。よろしいですか？',
  deleted: 'お届け先を削除しました。',
  deletedAll: 'ご本人の住所以外のお届け先を削除しました。',
  saved: 'お届け先を保存しました。',
  defaultSet: 'いつものお届け先を変更しました。',
  senderSet: 'いつもの依頼主を変更しました。',
  notFound: 'お届け先が見つかりません。一覧から選び直してください。',
  failed: '処理できませんでした。時間をおいてもう一度お試しください。',
  formError: '入力内容をご確認ください。',
  registeredName: '登録名（任意）',
  registeredNameHint:
    '一覧で見分けるための名前です（例：実家）。送り状のお届け先には印字されません。',
  csvTitle: 'CSVで取り込み・書き出し',
  csvFile: '取り込むCSVファイル',
  csvProblems: 'CSVファイルの誤り',
  csvHint:
    '1行目は見出し（姓,名,セイ,メイ,郵便番号,都道府県,市区町村,番地,建物名・部屋番号,電話番号）。文字コードはShift_JISかUTF-8です。',
  importButton: '取り込む',
  importChoose: 'CSVファイルを選んでください。',
  imported: (n: number) => `${n}件のお届け先を取り込みました。`,
  exportSjis: 'CSVを書き出す（Excel用 Shift_JIS）',
  exportUtf8: 'CSVを書き出す（UTF-8）',
  exported: 'エクスポートが完了しました',
  exportDelayed: '遅延処理中なのでしばらくお待ちください',
  /** Row-level reasons of the CSV import. */
  csvRow: (row: number, reason: string) => `${row}行目: ${reason}`,
  csvHeader: (missing: string[]) => `1行目の見出しに「${missing.join('」「')}」がありません。`,
  csvEmpty: 'CSVファイルにお届け先の行がありません。',
  csvBroken: (row: number) =>
    `${row}行目の形式が正しくありません。引用符（"）や列の区切りをご確認ください。`,
  csvTooMany: (limit: number, room: number) =>
    `お届け先は最大${limit}件です。あと${room}件まで取り込めます。`,
  exportSjisRow: (row: number, chars: string[]) => `${row}行目「${chars.join('')}」`,
  exportSjisUnencodable: (rows: string[]) =>
    `Shift_JIS（Excel用）では書き出せない文字があります（${rows.join('、')}）。「CSVを書き出す（UTF-8）」で書き出してください。`,
  exportMailUtf8Notice:
    'Shift_JIS（Excel用）では書き出せない文字があったため、文字が欠けないよう UTF-8（BOM付き）で書き出しました。',
  exportNeedsVerifiedEmail:
    'メールアドレスの確認が済んでいないため、お届け先のCSVファイルをメールでお送りできません。確認メールのリンクを開いてから、もう一度お試しください。',
  exportMailSubject: 'お届け先のCSVファイル',
  exportMailBody: (rows: number) => [
    'ご依頼のお届け先一覧のCSVファイルを添付いたします。',
    `件数: ${rows}件`,
  ],
} as const;

/** Field labels of the address form (the names journeys use). */
export const ADDRESS_LABELS = {
  last_name: '姓',
  first_name: '名',
  last_name_kana: 'セイ',
  first_name_kana: 'メイ',
  postal_code: '郵便番号',
  prefecture: '都道府県',
  city: '市区町村',
  address1: '番地',
  address2: '建物名・部屋番号',
  phone_number: '電話番号',
  cell_phone_number: '携帯電話番号',
  name: '登録名',
} as const;
