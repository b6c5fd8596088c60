/** Japanese copy of the cart quotation PDF that the receipt's catalogue does not share. */
export const QUOTATION_MESSAGES = {
  packingRow: (line: string, wrapping: string, shippingKey: string) =>
    `${line}（${wrapping}・お届け先${shippingKey}）`,
  unspecified: '未指定',
  shipment: (label: string, where: string, carriage: string) =>
    `${label}：${where}　送料 ${carriage}`,
  shipmentItem: (name: string, quantity: number) => `　・${name} × ${quantity}`,
  reducedNote: '※は軽減税率（8%）対象です。消費税は税率ごとに合計して計算しています。',
} as const;
