/** Japanese copy of the content domain's answers. */
export const CONTENT_SERVER_MESSAGES = {
  notOrderable: '選択されたカタログはお申し込みいただけません。',
  couponExpired: 'このクーポンは配布期間外のため、受け取れません。',
} as const;
