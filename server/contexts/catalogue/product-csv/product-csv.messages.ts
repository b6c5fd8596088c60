/** Japanese copy of the product CSV (商品CSV): its column headers and what an import refuses. */

/** The header of each column, in the order an export writes them (EC-CUBE's 商品CSV, one row per 規格). */
export const PRODUCT_CSV_HEADERS = {
  code: '商品コード',
  name: '商品名',
  variant_code: '規格コード',
  variant_name: '規格名',
  stock: '在庫',
  product_price: '販売価格',
  before_price: '通常価格',
  tax_rate: '税率',
  category: 'カテゴリ',
  brand: 'ブランド',
  maker: 'メーカー',
  channels: '販売チャネル',
  is_show_product: '公開',
  is_age_restricted: '年齢制限',
  description: '商品説明',
} as const;

/** The words a yes/no column is written with (公開 / 年齢制限), and the ones an import accepts. */
export const PRODUCT_CSV_WORDS = {
  shown: '公開',
  hidden: '非公開',
  restricted: 'あり',
  unrestricted: 'なし',
} as const;

/** Joins the names of several columns in one message (商品名・販売価格). */
export const joinColumns = (names: string[]) => names.join('・');

/** What separates channel ids in a cell besides commas and spaces (the Japanese comma). */
export const CHANNEL_SEPARATORS = /[\s,、|]+/;

/** Where an error that is not about one row is reported. */
export const PRODUCT_CSV_FILE_KEY = 'ファイル';

/** The key of a row's errors: `行 12` (the header is 行 1, as a spreadsheet numbers them). */
export const rowKey = (row: number) => `行 ${row}`;

/** What an import refuses, by file and by row. */
export const PRODUCT_CSV_MESSAGES = {
  empty: 'CSV ファイルが空です。1行目に見出し、2行目から商品を書いてください。',
  tooLarge: (mb: number) => `ファイルが大きすぎます（${mb}MB まで）。分けて取り込んでください。`,
  tooManyRows: (max: number) =>
    `行が多すぎます（${max.toLocaleString('ja-JP')} 行まで）。分けて取り込んでください。`,
  cellTooLarge: (line: number) =>
    `${line} 行目付近に大きすぎる項目があります（1行 256KB まで）。取り込みを止めました。`,
  badCsv: (line: number) =>
    `${line} 行目付近の CSV の形が正しくありません（引用符の閉じ忘れや列の数の違い）。`,
  badUtf8: (line: number) =>
    `${line} 行目付近に UTF-8 として読めないバイトがあります。文字コードを Shift_JIS にして選び直すか、UTF-8 で保存し直してください。`,
  badSjis: (line: number) =>
    `${line} 行目付近に Shift_JIS（CP932）として読めないバイトがあります。文字コードを選び直してください。`,
  unknownHeader: (name: string) =>
    `見出し「${name}」はこの CSV の列にありません。書き出した CSV の見出しを使ってください。`,
  duplicateHeader: (name: string) => `見出し「${name}」が2回あります。`,
  codeHeaderMissing: '見出しに「商品コード」がありません。',
  codeRequired: '商品コードを入力してください。',
  formula:
    "が = + - @ で始まっています。数式として開かれるおそれがあるため取り込めません（文字として入れるときは先頭に ' を付けてください）。",
  control: 'に使えない制御文字が含まれています。',
  cardNumber: 'にカード番号のような数字があります。カード番号は登録できません。',
  integer: 'は0以上の整数で入力してください。',
  taxRate: 'は 8 か 10 で入力してください。',
  shown: 'は「公開」か「非公開」で入力してください。',
  restricted: 'は「あり」か「なし」で入力してください。',
  variantCode: 'は64文字以内で入力してください。',
  variantName: 'は100文字以内で入力してください。',
  variantNameEmpty: 'を入力してください。',
  stockWithoutVariant: 'は規格コードのある行にだけ入力できます。',
  duplicate: (row: number) => `商品コードと規格コードの組が 行 ${row} と重複しています。`,
  differs: (row: number) =>
    `が同じ商品コードの 行 ${row} と異なります。商品の項目はそろえてください。`,
  unknownName: 'に一致するものが登録されていません。管理画面の名前どおりに入力してください。',
  ambiguousName: 'に同じ名前のものが複数あります。管理画面で名前を分けてください。',
  unknownChannel: (id: string) => `に存在しない販売チャネル「${id}」が含まれています。`,
  ambiguousCode: (keys: string) =>
    `この商品コードの商品が複数あります（商品キー ${keys}）。管理画面で商品コードを分けてください。`,
  requiredForNew: 'は新しい商品に必要です。',
  nameForNewVariant: 'は新しい規格に必要です。',
  summary: (updated: number, created: number) => `${updated} 件更新、${created} 件新規`,
  unencodable:
    'に Shift_JIS（CP932）で表せない文字があります。UTF-8 で書き出すか、文字を直してください。',
  rawBody:
    'CSV ファイルをそのまま本文として送ってください（Content-Type: text/csv。multipart は受け付けません）。',
  moreRows: (n: number) => `ほか ${n} 行にも誤りがあります。`,
  invalid:
    'CSV に誤りがあります。行ごとの内容を確かめ、直してから取り込み直してください（何も変えていません）。',
} as const;
