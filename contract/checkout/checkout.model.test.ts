import { describe, expect, it } from 'vitest';
import {
  afterPaymentStep,
  afterShippingStep,
  calendarWeeks,
  deliveryLine,
  formatDeliveryDate,
  formatPostalCode,
  mergePostalAnswer,
  normaliseAddress,
  ordererFromMember,
  postalAddressLine,
  selectableDates,
  toHalfWidth,
  toKatakana,
  usableCoupons,
} from './checkout.model';

describe('checkout form helpers', () => {
  it('turns hiragana into katakana and full-width digits into half-width', () => {
    expect(toKatakana('やまだ はなこ')).toBe('ヤマダ ハナコ');
    expect(toHalfWidth('１５０ー０００１')).toBe('150-0001');
    const a = normaliseAddress({
      last_name_kana: 'やまだ',
      postal_code: '１５００００１',
      phone_number: '０３－１２３４－５６７８',
    });
    expect(a).toMatchObject({
      last_name_kana: 'ヤマダ',
      postal_code: '1500001',
      phone_number: '03-1234-5678',
    });
  });

  it('formats postal codes and delivery dates', () => {
    expect(formatPostalCode('1500001')).toBe('150-0001');
    expect(formatDeliveryDate('2026-11-24')).toBe('2026.11.24（火）');
  });

  it('offers dates from the lead time, skipping closed days only for the shop hand-over', () => {
    const lead = {
      deliveries: [
        { id: 1, name: '大川渡し', is_date_selectable: true },
        { id: 2, name: '店舗直送', is_date_selectable: false },
        { id: 3, name: 'お客様直送', is_date_selectable: true },
      ],
      earliest_date: '2026-11-21',
      latest_date: '2026-11-24',
      unavailable_dates: ['2026-11-21', '2026-11-22', '2026-11-23'],
      time_slots: [],
      cutoff_time: '12:00',
    };
    expect(selectableDates(lead, 3)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(selectableDates(lead, 1)).toEqual(['2026-11-24']);
    expect(selectableDates(lead, 2)).toEqual([]);
  });
});

describe('address and delivery lines', () => {
  it('writes the postal code with its hyphen before the address', () => {
    const a = {
      postal_code: '1540004',
      prefecture: '東京都',
      city: '世田谷区太子堂',
      address1: '4-12-8',
      address2: 'メゾン太子堂 302',
    };
    expect(postalAddressLine(a)).toBe('〒154-0004 東京都世田谷区太子堂4-12-8 メゾン太子堂 302');
  });

  it('says 指定なし for a date or time slot not chosen', () => {
    expect(deliveryLine({ delivery_name: 'お客様直送', delivery_date: '2026-11-26' })).toBe(
      '配送方法：お客様直送　お届け希望日：2026.11.26（木）　お届け希望時間帯：指定なし',
    );
    expect(deliveryLine({})).toBe('配送方法：　お届け希望日：指定なし　お届け希望時間帯：指定なし');
  });

  it('fills the address from the postal code but never overwrites what was typed meanwhile', () => {
    const found = { prefecture: '大阪府', city: '大阪市北区', town: '梅田' };
    const empty = { prefecture: '', city: '', address1: '' };
    expect(mergePostalAnswer(empty, empty, found)).toEqual({
      prefecture: '大阪府',
      city: '大阪市北区',
      address1: '梅田',
    });
    // The city was typed while the lookup ran: it stays; the prefecture is filled.
    const typed = { prefecture: '', city: '大阪市北区梅田', address1: '1-1-1' };
    expect(mergePostalAnswer(empty, typed, found)).toEqual({
      prefecture: '大阪府',
      city: '大阪市北区梅田',
      address1: '1-1-1',
    });
    // A new postal code replaces the parts the last lookup filled.
    const filled = { prefecture: '東京都', city: '渋谷区', address1: '' };
    expect(mergePostalAnswer(filled, filled, found)).toMatchObject({ city: '大阪市北区' });
  });
});

describe('where the checkout steps lead', () => {
  it('goes from shipping to another shipment, the split, or payment', () => {
    expect(afterShippingStep(true, 1)).toBe('/cart/shipping-add/');
    expect(afterShippingStep(false, 2)).toBe('/cart/shipping-detail/');
    expect(afterShippingStep(false, 1)).toBe('/cart/payment/');
  });

  it('goes from payment to 3-D Secure when the card needs it, else to the confirmation', () => {
    expect(afterPaymentStep('/sandbox-pay/challenge/pi_1')).toBe('/sandbox-pay/challenge/pi_1');
    expect(afterPaymentStep(null)).toBe('/cart/confirm/');
  });
});

describe('held coupons at the coupon step', () => {
  it('offers only the coupons not used and not past their end', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const coupon = (code: string, is_used: boolean, ends_at: string) => ({
      code,
      is_used,
      ends_at,
    });
    const held = [
      coupon('OPEN', false, '2026-12-31T14:59:59Z'),
      coupon('USED', true, '2026-12-31T14:59:59Z'),
      coupon('ENDED', false, '2026-11-27T09:59:59Z'),
    ];
    expect(usableCoupons(held, now).map((c) => c.code)).toEqual(['OPEN']);
  });
});

describe('the delivery calendar', () => {
  it('lays the business days out in weeks from Sunday, holidays marked, only offered dates selectable', () => {
    const day = (date: string, name: string | null = null) => ({
      date,
      is_holiday: name !== null,
      name,
    });
    // 2026-12-01 is a Tuesday; the 6th a Sunday (a holiday here).
    const days = ['01', '02', '03', '04', '05'].map((d) => day(`2026-12-${d}`));
    const weeks = calendarWeeks([...days, day('2026-12-06', '日曜日')], ['2026-12-02']);
    expect(weeks).toHaveLength(2);
    const [first, second] = weeks;
    expect(first?.slice(0, 2)).toEqual([null, null]);
    expect(first?.[2]).toMatchObject({ date: '2026-12-01', day: 1, selectable: false });
    expect(first?.[3]).toMatchObject({ date: '2026-12-02', selectable: true });
    expect(second?.[0]).toMatchObject({
      isHoliday: true,
      holidayName: '日曜日',
      selectable: false,
    });
    expect(second?.slice(1)).toEqual([null, null, null, null, null, null]);
  });
});

describe('ordererFromMember', () => {
  it('fills the orderer from the profile, but never with an address that cannot receive mail', () => {
    const member = {
      last_name: '株主',
      email: 'v123@shareholders.invalid',
      phone_number: '0312345678',
      id: 5,
    };
    expect(ordererFromMember(member)).toEqual({ last_name: '株主', phone_number: '0312345678' });
    expect(ordererFromMember({ email: 'taro@example.com' })).toEqual({ email: 'taro@example.com' });
  });
});
