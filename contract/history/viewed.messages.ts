/** Japanese copy of product and search histories. */
export const HISTORY_MESSAGES = {
  recentlyViewed: '最近チェックした商品',
  wordRequired: '検索語を入力してください。',
  wordMax: (n: number) => `検索語は${n}文字以内で入力してください。`,
  historyNotFound: '指定された履歴は見つかりませんでした。',
} as const;
