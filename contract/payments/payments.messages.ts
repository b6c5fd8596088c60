/** Japanese copy of the card payment screens and the card provider's answers. */
export const PAYMENT_MESSAGES = {
  /** Shown on every payment screen while the sandbox provider simulates card payments. */
  testMode: 'テスト決済モードです。実際の請求は発生しません。',
  testModeLabel: 'テスト決済',
  providerUnavailable:
    'ただいまカード決済をご利用いただけません。時間をおいてお試しいただくか、別のお支払い方法をお選びください。',
  providerUnreachable: 'カード会社との通信に失敗しました。もう一度お試しください。',
} as const;
