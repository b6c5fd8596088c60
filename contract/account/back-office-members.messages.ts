/** Japanese copy of the back office's member calls: what bad input and refusals are told. */
export const BACK_OFFICE_MEMBER_MESSAGES = {
  keyword: '検索語は100文字以内で入力してください',
  points: 'ポイントは -1,000,000〜1,000,000 の 0 以外の整数で入力してください',
  reason: '理由を1〜200文字で入力してください',
  belowZero: (balance: number) =>
    `残高（${balance.toLocaleString('ja-JP')}pt）を下回るため減らせません`,
  notLocked: 'このアカウントはロックされていません',
} as const;
