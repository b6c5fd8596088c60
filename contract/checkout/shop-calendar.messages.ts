/** Japanese copy of the owners' shop-calendar calls: field names and what bad input is told. */
export const SHOP_CALENDAR_MESSAGES = {
  year: '年は 2000〜2100 の数字で指定してください',
  date: '日付は YYYY-MM-DD の形の正しい日付で指定してください',
  status: '「休業日」か「出荷日」を選んでください',
  kind: '繰り返しの種類を選んでください',
  weekday: '曜日を選んでください',
  monthDay: '月日は MM-DD の形（例: 12-29）の正しい日付で入力してください',
  label: '名前を1〜30文字で入力してください',
} as const;
