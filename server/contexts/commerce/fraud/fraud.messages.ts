/** Japanese labels of the fraud verdicts kept on an order (the hold label is shared with the client). */
export const FRAUD_MESSAGES = {
  ok: '不正検知: 問題なし',
  ng: '不正検知: 取消',
} as const;
