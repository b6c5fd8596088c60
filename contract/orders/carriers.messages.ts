/** Japanese names of the carriers a shipment can go with, and the tracking link's label. */
export const CARRIER_MESSAGES = {
  names: {
    yamato: 'ヤマト運輸',
    sagawa: '佐川急便',
    japanpost: '日本郵便',
  },
  trackingLink: (carrier: string, no: string) => `${carrier}の配送状況を見る（伝票番号 ${no}）`,
  trackingNo: '伝票番号',
  carrier: '配送会社',
  shippedAt: '発送日',
  trackingShape: {
    yamato: 'ヤマト運輸の伝票番号は12桁の数字です。',
    sagawa: '佐川急便の伝票番号は12桁の数字です。',
    japanpost:
      '日本郵便の追跡番号は11〜13桁の数字、または国際郵便の英字2文字＋数字9桁＋英字2文字（例: EA123456789JP）です。',
  },
} as const;
