/** Japanese copy of draft previews: the banner over the page, the answer while it cannot render. */
export const PREVIEW_MESSAGES = {
  banner: 'プレビュー',
  bannerNote: '保存・公開前の内容です。お客様には表示されていません。',
  bannerExpires: (time: string) => `このリンクの有効期限: ${time}`,
  unavailableTitle: 'プレビューを準備しています',
  unavailable:
    'このチャネルのサイトを読み込んでいます。数秒後にもう一度開いてください（公開中のサイトを作り直している間は表示できません）。',
  channelUnknown: 'プレビューするチャネルがありません',
  createSummary:
    '商品の下書きのプレビュー（保存と同じ項目と検証。保存せず、30 分有効な署名付き URL を返す）',
  savedSummary:
    '保存済みの商品のプレビュー（非公開・公開予約でも表示。schedule に予約 ID を渡すと、その予約の日時の状態: それまでの予約中の変更を適用。保存せず、30 分有効な署名付き URL を返す）',
  layoutSummary:
    'ページのレイアウトの下書きのプレビュー（保存と同じ部品の検証。そのページを本物のテンプレートで表示。保存せず、30 分有効な署名付き URL を返す）',
  schemeSummary:
    '配色の下書きのプレビュー（使用中にした場合のトップページ。保存と同じ読みやすさの検証。保存せず、30 分有効な署名付き URL を返す）',
  pageNotPreviewable: 'このページはプレビューできません（表示するページが決まっていません）',
  noProductToShow: 'このチャネルには表示中の商品がないため、商品詳細ページをプレビューできません',
  openSummary:
    'プレビューを開く（本物の商品ページのテンプレートで下書きを表示。noindex・キャッシュなし。期限切れや不明なトークンは 404）',
} as const;
