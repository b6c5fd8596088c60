/** Japanese copy of the product editor's プレビュー buttons. */
export const PRODUCT_PREVIEW_MESSAGES = {
  title: 'プレビュー',
  lead: '保存していない内容を、各チャネルの本物の商品ページで確認できます（新しいタブで開きます。リンクは 30 分有効）。',
  button: (channel: string) => `プレビュー（${channel}）`,
  opening: 'プレビューを準備中…',
  savedTitle: '保存済みの内容',
  savedLead: (state: string) =>
    `この商品は今${state}です。保存済みの内容を、公開されたときの商品ページで確認できます。`,
  savedButton: (channel: string) => `保存済みの内容をプレビュー（${channel}）`,
  noChannels: '販売チャネルを選ぶとプレビューできます。',
  blocked:
    'ブラウザーが新しいタブを開けませんでした。ポップアップを許可してもう一度お試しください。',
} as const;
