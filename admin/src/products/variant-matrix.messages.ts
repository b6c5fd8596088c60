/** Japanese copy of the variant matrix (色 × サイズ) and of a new product's key. */
export const VARIANT_MESSAGES = {
  section: 'バリエーションと在庫（色 × サイズ）',
  colours: '色',
  sizes: 'サイズ',
  addColour: '色を追加',
  addSize: 'サイズを追加',
  newColour: '追加する色',
  newSize: '追加するサイズ',
  removeAxis: (value: string) => `「${value}」を外す`,
  generate: '組み合わせを作る',
  generateHint:
    '色とサイズのすべての組み合わせのバリエーションを作ります。今ある在庫はそのままです。',
  colCode: 'コード',
  colColour: '色',
  colSize: 'サイズ',
  colStock: '在庫数',
  colActions: '操作',
  stockOf: (label: string) => `${label}の在庫数`,
  codeOf: (label: string) => `${label}のコード`,
  remove: '削除',
  removeOf: (label: string) => `${label}を削除`,
  none: 'バリエーションがありません。色とサイズを追加して「組み合わせを作る」を押してください。',
  removedNote: (n: number) =>
    `${n}件のバリエーションを保存時に削除します（注文のあるものは非表示にして残します）。`,
  codesInvalid: 'バリエーションのコードを、重複しないようにすべて入力してください。',
  keyInvalid:
    '商品キーは半角英小文字・数字・ハイフンで、2〜64文字（先頭と末尾は英数字）で入力してください。',
  productKey: '商品キー（URL）',
  productKeyHint: '例: linen-shirt。商品ページの URL になり、登録後は変更できません。',
  total: (n: number) => `合計 ${n.toLocaleString('ja-JP')} 点`,
} as const;
