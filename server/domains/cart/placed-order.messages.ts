/** Japanese copy of a placed order's lines and its shipments in the confirmation mail. */
export const PLACED_ORDER_MESSAGES = {
  accessoryVariant: '付属品',
  packingVariant: (wrapping: string, shippingKey: string) =>
    `${wrapping}（お届け先${shippingKey}）`,
  delivery: (name: string, date: string | null, time: string | null) =>
    `${name} お届け日：${date ?? '指定なし'} 時間帯：${time ?? '指定なし'}`,
} as const;
