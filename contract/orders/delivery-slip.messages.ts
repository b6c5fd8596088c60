/** Japanese copy of the delivery slip (納品書) PDF of one shipment. */
export const DELIVERY_SLIP_MESSAGES = {
  title: '納品書',
  fileName: (orderNo: string, key: string) => `delivery-slip-${orderNo}-${key}.pdf`,
  orderNo: (no: string) => `ご注文番号：${no}`,
  orderedOn: (day: string) => `ご注文日：${day}`,
  issuedOn: (day: string) => `発行日：${day}`,
  honorific: '様',
  phone: (no: string) => `電話番号：${no}`,
  shopPhone: (no: string) => `TEL ${no}`,
  lead: 'このたびはお買い上げいただき、誠にありがとうございます。下記のとおり納品いたします。',
  giftLead: '心を込めてお届けいたします。どうぞお納めください。',
  lineName: '品名',
  lineVariant: '種類',
  lineQuantity: '数量',
  lineUnit: '単価（税込）',
  lineAmount: '金額（税込）',
  subtotal: '小計（税込）',
  wrapping: (name: string) => `ギフト包装：${name}`,
  noshi: (label: string, name: string | null) => `のし：${label}${name ? `（${name}）` : ''}`,
  giftNote: 'ギフトのため金額は記載していません。',
  delivery: (name: string, date: string | null, slot: string | null) =>
    `配送：${name}${date ? `　お届け日 ${date}` : ''}${slot ? `　${slot}` : ''}`,
} as const;
