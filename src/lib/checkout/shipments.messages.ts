import { CHECKOUT_MESSAGES } from './checkout.messages';

/** Japanese copy of several shipments in one order (server messages and screen labels). */
export const SHIPMENT_MESSAGES = {
  notAllowed: 'このショップでは複数のお届け先を指定できません。',
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
