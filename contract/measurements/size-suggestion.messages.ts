/** Names of the body measurements (kept apart so the product page loads only this copy). */
export const MEASURE_LABELS = {
  height: '身長',
  weight: '体重',
  chest: '胸囲（バスト）',
  waist: 'ウエスト',
  hips: 'ヒップ',
  inseam: '股下',
  foot: '足長',
} as const;

/** Size-table column names the suggestion reads (as makers write them in the product data). */
export const SIZE_COLUMNS = {
  height: '身長目安',
  weight: '体重目安',
  foot: '足長目安',
  chest: '身幅',
  waist: 'ウエスト',
  hips: 'ヒップ',
} as const;

/** Japanese copy of the size suggestion on the product page. */
export const SIZE_SUGGESTION_MESSAGES = {
  /** The suggestion's region name (it is information, not a status message). */
  label: 'おすすめサイズ',
  title: (size: string) => `あなたへのおすすめサイズ: ${size}`,
  reasonLead: '登録済みの採寸から選びました',
  reason: (measure: string, value: number, column: string, cell: string) =>
    `${measure} ${value}${measure === MEASURE_LABELS.weight ? 'kg' : 'cm'} → ${column} ${cell}`,
  change: '採寸を変更する',
} as const;
