import { COMMUNITY_VIEW_MESSAGES } from './community-view.messages';

/**
 * Japanese copy of reviews, product questions and product requests (server and storefront). What a
 * guest reads is in community-view.messages, so the product page does not load the forms' copy.
 */
export const COMMUNITY_MESSAGES = {
  ...COMMUNITY_VIEW_MESSAGES,
  reviewDialogTitle: 'レビューを書く',
  reviewTitle: 'タイトル',
  reviewBody: '本文',
  nickname: 'ニックネーム',
  submitReview: 'レビューを投稿する',
  cancel: 'キャンセル',
  ratingRequired: '評価を1〜5で選んでください。',
  titleRequired: 'タイトルを入力してください。',
  titleMax: (n: number) => `タイトルは${n}文字以内で入力してください。`,
  bodyRequired: '本文を入力してください。',
  bodyMax: (n: number) => `本文は${n}文字以内で入力してください。`,
  nicknameMax: (n: number) => `ニックネームは${n}文字以内で入力してください。`,
  question: '質問',
  answer: '回答',
  askQuestion: '質問する',
  questionLabel: 'ご質問の内容',
  questionRequired: 'ご質問の内容を入力してください。',
  questionMax: (n: number) => `ご質問は${n}文字以内で入力してください。`,
  questionPosted: 'ご質問を受け付けました。回答までしばらくお待ちください。',
  requestTitle: '商品リクエスト',
  requestLead: '再入荷やお取り扱いのご希望をお寄せください。',
  requestBody: 'リクエスト内容',
  requestName: 'お名前',
  requestEmail: 'メールアドレス',
  requestSend: 'リクエストを送る',
  requestSent: 'リクエストを受け付けました。ありがとうございます。',
  requestBodyRequired: 'リクエスト内容を入力してください。',
  requestBodyMax: (n: number) => `リクエスト内容は${n}文字以内で入力してください。`,
  requestNameRequired: 'お名前を入力してください。',
  requestEmailRequired: 'メールアドレスを入力してください。',
  requestEmailInvalid: 'メールアドレスの形式が正しくありません。',
} as const;
