import { describe, expect, it } from 'vitest';
import { CARRIER_CSV_HEADERS } from '../../../../contract/orders/carrier-csv.messages';
import {
  carrierCsvRows,
  referenceCandidates,
  shipmentReference,
  splitShopAddress,
} from './carrier-csv.model';

const shipment = {
  orderNo: 'OK-20261118-0907',
  key: '2',
  shipmentCount: 2,
  address: {
    last_name: '山田',
    first_name: '花子',
    postal_code: '1500001',
    prefecture: '東京都',
    city: '渋谷区神宮前',
    address1: '1-2-3',
    address2: 'ミセビル 5F',
    phone_number: '03-1234-5678',
  },
  deliveryDate: '2026-12-01',
  deliveryTime: '19-21',
  items: [
    { name: 'シャツ L', quantity: 2 },
    { name: '靴下', quantity: 1 },
    { name: '手ぬぐい', quantity: 1 },
  ],
};
const sender = {
  name: '大川屋',
  postalCode: '135-0099',
  address: '東京都江東区',
  phone: '03-0000-1234',
};

describe('carrier CSV rows', () => {
  it('writes B2クラウド items 1–42: reference, date with slashes, time code, names, the rest of the goods counted', () => {
    const [header, row] = carrierCsvRows('yamato-b2', [shipment], sender, '2026-11-29');
    expect(header).toEqual([...CARRIER_CSV_HEADERS['yamato-b2']]);
    expect(row).toHaveLength(42);
    expect(row?.slice(0, 7)).toEqual([
      'OK-20261118-0907-2',
      '0',
      '0',
      '',
      '2026/11/29',
      '2026/12/01',
      '1921',
    ]);
    expect(row?.[10]).toBe('150-0001');
    expect(row?.[11]).toBe('東京都渋谷区神宮前1-2-3');
    expect(row?.[12]).toBe('ミセビル 5F');
    expect(row?.[15]).toBe('山田 花子');
    expect(row?.slice(27, 30)).toEqual(['シャツ L ×2', '', 'ほか2点']);
  });

  it('writes e飛伝Ⅱ items 1–42: YYYYMMDD, its own time code, five goods, 元払', () => {
    const [header, row] = carrierCsvRows('sagawa-ehiden', [shipment], sender, '2026-11-29');
    expect(header).toHaveLength(42);
    expect(row).toHaveLength(42);
    expect(row?.[8]).toBe('OK-20261118-0907-2');
    expect(row?.slice(19, 24)).toEqual(['シャツ L ×2', '靴下', '手ぬぐい', '', '']);
    expect(row?.[27]).toBe('20261201');
    expect(row?.[28]).toBe('19');
    expect(row?.[41]).toBe('1');
  });
});

describe('references', () => {
  it('names a lone shipment by the order number, several by number-key, and reads both back', () => {
    expect(shipmentReference('OK-20261118-0907', '1', 1)).toBe('OK-20261118-0907');
    expect(shipmentReference('OK-20261118-0907', '2', 3)).toBe('OK-20261118-0907-2');
    expect(referenceCandidates('OK-20261118-0907')).toEqual([
      { orderNo: 'OK-20261118-0907', key: null },
    ]);
    expect(referenceCandidates('ＯＫ-20261118-0907-2 ')).toContainEqual({
      orderNo: 'OK-20261118-0907',
      key: '2',
    });
  });

  it('splits the shop address setting', () => {
    expect(splitShopAddress('〒135-0099 東京都江東区大川一丁目2番3号')).toEqual({
      postalCode: '135-0099',
      address: '東京都江東区大川一丁目2番3号',
    });
    expect(splitShopAddress('東京都江東区')).toEqual({ postalCode: '', address: '東京都江東区' });
  });
});
