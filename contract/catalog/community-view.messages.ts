/** Japanese copy of the product page's reviews and questions as everyone reads them (no form copy). */
export const COMMUNITY_VIEW_MESSAGES = {
  reviews: 'レビュー',
  reviewCount: (n: number) => `${n}件のレビュー`,
  noReviews: 'まだレビューはありません。',
  writeReview: 'レビューを書く',
  rating: '評価',
  ratingStars: (n: number) => `5段階中${n}`,
  reviewPosted: 'レビューを投稿しました。',
  loginToReview: 'レビューを書くにはログインしてください。',
  qa: '商品についてのご質問',
  noQuestions: 'まだご質問はありません。',
  awaitingAnswer: 'ショップからの回答をお待ちください。',
  loginToAsk: '質問するにはログインしてください。',
  loadMore: 'もっと見る',
  loadFailed: '読み込みに失敗しました。時間をおいて再度お試しください。',
} as const;
