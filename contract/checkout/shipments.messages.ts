import { CHECKOUT_MESSAGES } from './checkout.messages';

/** Japanese copy of several shipments in one order (server messages and screen labels). */
export const SHIPMENT_MESSAGES = {
  notAllowed: 'このショップでは複数のお届け先を指定できません。',
  giftMessageTooLong: (max: number) => `メッセージは${max}文字以内で入力してください。`,
  tooMany: (max: number) => `お届け先は${max}件まで指定できます。`,
  unknownShipment: CHECKOUT_MESSAGES.shipmentUnknown,
  sameShipment: '移動元と移動先に同じお届け先は指定できません。',
  moveOver: (n: number) => `このお届け先から移せる数量は${n}点までです。`,
  splitSum: (n: number) => `お届け先ごとの数量の合計をカートの数量（${n}点）と同じにしてください。`,
  quantity: '数量は0以上の半角数字で入力してください。',
  moveQuantity: '移す数量は1以上の半角数字で入力してください。',
  chooseSplit: '移動先か、お届け先ごとの数量を指定してください。',
  duplicateShipment: '同じお届け先が重複しています。',
  noAddress: (label: string) => `${label}の住所を入力してください。`,
  label: (key: string) => `お届け先${key}`,
  single: 'お届け先',
} as const;

/** Labels of the shipment screens (/cart/shipping-add/, /cart/shipping-detail/, confirm). */
export const SHIPMENT_UI = {
  addTitle: 'お届け先の追加',
  detailTitle: 'お届け先ごとの商品とお届け日時',
  sendElsewhere: '別の住所にも送る',
  addAnother: 'お届け先を追加する',
  addressBook: 'アドレス帳から選ぶ',
  newAddress: '新しい住所を入力する',
  bookDefault: '（いつものお届け先）',
  addSubmit: 'このお届け先を追加する',
  allocation: '商品の振り分け',
  allocationHint: '商品ごとに、どのお届け先へ何点送るかを指定してください。',
  quantityOf: (product: string, shipment: string) => `${product}の${shipment}への数量`,
  lineTotal: (n: number) => `カートの数量 ${n}点`,
  gapLeft: (n: number) => `あと${n}点をどこかのお届け先に振り分けてください。`,
  gapOver: (n: number) => `カートの数量より${n}点多くなっています。`,
  fixSplit: '数量の合計がカートの数量と合っていない商品があります。',
  remove: 'このお届け先を削除する',
  removed: 'お届け先を削除しました。商品はお届け先1に戻しました。',
  noItems: 'このお届け先に届ける商品はまだありません。',
  noShipments: 'まずお届け先を指定してください。',
  toShippingSelect: 'お届け先の指定へ',
  items: 'お届けする商品',
  carriage: (yen: string) => `送料 ${yen}`,
  unitCount: (n: number) => `${n}点`,
} as const;
