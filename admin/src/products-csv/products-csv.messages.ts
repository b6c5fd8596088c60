/** Copy of the 商品CSV screen (import and export of products). */
export const PRODUCTS_CSV_MESSAGES = {
  title: '商品CSV',
  menu: '商品CSV',
  lead: '商品をまとめて書き出し・取り込みします。1行が1規格（規格のない商品は1行）で、1行目は見出しです。',
  importTitle: '取り込み',
  importLead:
    '商品コードが同じ商品は更新、ない商品は新規登録します。1行でも誤りがあれば何も変えません。',
  file: 'CSV ファイル',
  fileHint: '64MB・10万行まで。書き出した CSV の見出しを使ってください。',
  encoding: '文字コード',
  encodings: {
    auto: '自動判定（UTF-8 / Shift_JIS）',
    utf8: 'UTF-8',
    sjis: 'Shift_JIS（Excel 向け）',
  },
  check: '確認',
  checking: '確認中…',
  apply: '取り込む',
  applying: '取り込み中…',
  chooseFile: 'CSV ファイルを選んでください。',
  checked: (updated: number, created: number) =>
    `確認しました: ${updated.toLocaleString('ja-JP')} 件更新、${created.toLocaleString('ja-JP')} 件新規。よければ「取り込む」を押してください。`,
  applied: (updated: number, created: number) =>
    `取り込みました: ${updated.toLocaleString('ja-JP')} 件更新、${created.toLocaleString('ja-JP')} 件新規。公開サイトへの反映を始めました。`,
  errorsTitle: (rows: number) => `誤りのある行（${rows.toLocaleString('ja-JP')} 行）`,
  errorsLead:
    'この CSV は取り込めません（何も変えていません）。直してからもう一度確認してください。',
  exportTitle: '書き出し',
  exportLead:
    '全商品を書き出します。絞り込んで書き出すときは、商品一覧の条件がそのまま使えます（API）。',
  exportButton: '書き出す',
  exporting: '書き出し中…',
  columnsTitle: '列の見出し',
  columns:
    '商品コード, 商品名, 規格コード, 規格名, 在庫, 販売価格, 通常価格, 税率, カテゴリ, ブランド, メーカー, 販売チャネル, 公開, 年齢制限, 商品説明',
} as const;
