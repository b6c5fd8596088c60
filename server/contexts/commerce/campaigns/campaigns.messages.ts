/** Japanese copy of the campaigns domain's answers (landing pages, catalogue requests). */
export const CAMPAIGN_SERVER_MESSAGES = {
  notOrderable: '選択されたカタログはお申し込みいただけません。',
  couponExpired: 'このクーポンは配布期間外のため、受け取れません。',
} as const;
