import { MEASURE_LABELS as L } from './size-suggestion.messages';

/** The body measurements a member can record, with their unit and accepted range. */
export const MEASUREMENT_FIELDS = [
  { key: 'height', label: L.height, unit: 'cm', min: 30, max: 250 },
  { key: 'weight', label: L.weight, unit: 'kg', min: 2, max: 300 },
  { key: 'chest', label: L.chest, unit: 'cm', min: 30, max: 200 },
  { key: 'waist', label: L.waist, unit: 'cm', min: 30, max: 200 },
  { key: 'hips', label: L.hips, unit: 'cm', min: 30, max: 200 },
  { key: 'inseam', label: L.inseam, unit: 'cm', min: 20, max: 120 },
  { key: 'foot', label: L.foot, unit: 'cm', min: 8, max: 40 },
] as const;

/** Japanese copy of the measurement screens, validation and size suggestion. */
export const MEASUREMENT_MESSAGES = {
  title: 'サイズ（採寸）の登録',
  editTitle: '採寸の記録',
  info: '採寸を登録すると、サイズ表のある商品で「おすすめサイズ」をご案内します。',
  latest: '最新の採寸',
  history: '採寸の履歴',
  empty: '採寸はまだ登録されていません。',
  add: '採寸を記録する',
  remove: '削除',
  removeYes: '削除する',
  removeNo: 'やめる',
  removeLabel: (day: string) => `${day}の採寸を削除`,
  removeConfirm: (day: string) => `${day}の採寸を削除しますか？`,
  removed: '採寸を削除しました。',
  saved: '採寸を記録しました。',
  loading: '読み込み中…',
  loadFailed: '採寸を読み込めませんでした。時間をおいて再度お試しください。',
  measuredOn: '採寸日',
  measuredOnOf: (day: string) => `${day} 採寸`,
  hint: '小数点以下1桁まで（例：172.5）。分かる項目だけ入力してください。',
  fieldLabel: (label: string, unit: string) => `${label}（${unit}）`,
  value: (value: number, unit: string) => `${value}${unit}`,
  none: '—',
  confirm: '確認する',
  save: '記録する',
  back: '修正する',
  cancel: '採寸の一覧へ戻る',
  confirmLead: '以下の内容で記録します。よろしければ「記録する」を押してください。',
  checkErrors: '入力内容をご確認ください。',
  decimal: (label: string) => `${label}は小数点以下1桁までの数値で入力してください。`,
  range: (label: string, min: number, max: number, unit: string) =>
    `${label}は${min}〜${max}${unit}の範囲で入力してください。`,
  atLeastOne: '採寸の項目を1つ以上入力してください。',
  dateRequired: '採寸日を入力してください。',
  dateInvalid: '採寸日は正しい日付を入力してください。',
  dateFuture: '採寸日に未来の日付は指定できません。',
  dateMin: (min: string) => `採寸日は${min}以降の日付を入力してください。`,
  purpose: '用途を選択してください。',
  limitReached: (limit: number) =>
    `採寸は ${limit} 件まで記録できます。古い記録を削除してください。`,
} as const;
