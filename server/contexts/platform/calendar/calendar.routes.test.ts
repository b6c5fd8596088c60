import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { Leadtime } from '../../../../contract/checkout/checkout.schema';
import type {
  ShopCalendarDay,
  ShopCalendarYear,
  ShopRule,
} from '../../../../contract/checkout/shop-calendar.schema';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import {
  newBrowser,
  type StaffBrowser,
  signedInAs,
  staffCall,
} from '../../back-office/staff/staff.testing';
import { GUEST } from '../../commerce/cart/cart.testing';

let api: TestApi;
let owner: StaffBrowser;
let cartToken: string;

beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' } });
  owner = await signedInAs(api, 'owner@example.jp');
  cartToken = (await call<Cart>(api.app, 'POST', '/v1/carts/init', { body: {} })).body.token;
});
afterAll(() => api.drop());

const setDay = (date: string, body: unknown, browser = owner) =>
  staffCall<ShopCalendarDay>(api, browser, 'PUT', `/v1/admin/calendar/days/${date}`, { body });
const leadtime = async () =>
  (await call<Leadtime>(api.app, 'GET', `/v1/shipping-leadtime/carts/${cartToken}?pref=東京都`))
    .body;
const businessDay = async (date: string) => {
  const res = await call<{ data: { date: string; is_holiday: boolean; name: string | null }[] }>(
    api.app,
    'GET',
    `/v1/business-dates/monthly/calendar/front?startDate=${date}&endDate=${date}`,
  );
  return res.body.data[0];
};
/** The business days in the live delivery window, as checkout offers them now. */
async function offeredDays() {
  const lead = await leadtime();
  const days: string[] = [];
  for (let t = Date.parse(lead.earliest_date); ; t += 86_400_000) {
    const d = new Date(t).toISOString().slice(0, 10);
    if (d > lead.latest_date) break;
    if (!lead.unavailable_dates.includes(d)) days.push(d);
  }
  return { lead, days };
}

describe('the owners’ shop calendar', () => {
  it('shows a year with the library’s holidays, the rules and the seeded year-end closing', async () => {
    const res = await staffCall<ShopCalendarYear>(
      api,
      owner,
      'GET',
      '/v1/admin/calendar?year=2028',
    );
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(366);
    expect(res.body.days[0]).toMatchObject({ date: '2028-01-01', holiday: '元日', closed: true });
    expect(res.body.days[2]).toMatchObject({
      date: '2028-01-03',
      rule: '年末年始休業',
      marked: null,
      closed: true,
    });
    expect(res.body.rules.map((r) => [r.kind, r.weekday, r.from, r.to])).toEqual([
      ['weekly', 0, null, null],
      ['weekly', 6, null, null],
      ['yearly', null, '12-29', '01-03'],
    ]);
  });

  it('is for owners and the admin token only', async () => {
    const operator = await signedInAs(api, 'operator@example.jp');
    const editor = await signedInAs(api, 'editor@example.jp');
    expect((await staffCall(api, operator, 'GET', '/v1/admin/calendar')).status).toBe(403);
    expect((await setDay('2028-01-05', { status: 'closed' }, editor)).status).toBe(403);
    expect((await staffCall(api, newBrowser(), 'GET', '/v1/admin/calendar')).status).toBe(401);
    const script = await staffCall(api, newBrowser(), 'GET', '/v1/admin/calendar?year=2027', {
      headers: { Authorization: 'Bearer script-token' },
    });
    expect(script.status).toBe(200);
  });

  it('takes a closed day off checkout’s delivery dates at once, and audits it', async () => {
    const { days } = await offeredDays();
    const day = days[1] as string;
    const res = await setDay(day, { status: 'closed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date: day, marked: 'closed', closed: true, reason: '休業日' });
    expect((await leadtime()).unavailable_dates).toContain(day);
    expect(await businessDay(day)).toEqual({ date: day, is_holiday: true, name: '休業日' });
    // The shop hand-over (大川渡し) on that date is refused when the shipment is set.
    await call(api.app, 'PATCH', '/v1/carts/order/modify', {
      body: { token: cartToken, orderer: GUEST },
    });
    const refused = await call(api.app, 'PATCH', '/v1/carts/shippings/modify', {
      body: { token: cartToken, same_as_orderer: true, delivery_id: 1, delivery_date: day },
    });
    expect(expectApiError(refused, 422, 'common.validation').errors?.delivery_date).toBeDefined();
    const audit = await staffCall<{
      data: { action: string; record_id: string; after: unknown }[];
    }>(api, owner, 'GET', '/v1/admin/audit?record_type=shop_day');
    expect(audit.body.data[0]).toMatchObject({
      action: 'calendar.day',
      record_id: day,
      after: { marked: 'closed', status: 'closed' },
    });
    // Opening it again removes the mark: the rules decide the date once more.
    expect((await setDay(day, { status: 'open' })).body.marked).toBeNull();
    expect((await leadtime()).unavailable_dates).not.toContain(day);
  });

  it('opens a rule-closed day for shipping', async () => {
    const { lead } = await offeredDays();
    const sunday = lead.unavailable_dates.find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0);
    expect(sunday).toBeDefined();
    const res = await setDay(sunday as string, { status: 'open' });
    expect(res.body).toMatchObject({ marked: 'shipping', closed: false, rule: '定休日' });
    expect((await leadtime()).unavailable_dates).not.toContain(sunday);
  });

  it('answers the spec’s business calendar from the rules: 2028-01-03 opens without the year-end rule and closes when marked', async () => {
    const year = await staffCall<ShopCalendarYear>(
      api,
      owner,
      'GET',
      '/v1/admin/calendar?year=2028',
    );
    const yearEnd = year.body.rules.find((r) => r.kind === 'yearly') as ShopRule;
    const removed = await staffCall(api, owner, 'DELETE', `/v1/admin/calendar/rules/${yearEnd.id}`);
    expect(removed.status).toBe(204);
    expect(await businessDay('2028-01-03')).toMatchObject({ is_holiday: false, name: null });
    expect(await businessDay('2028-01-01')).toMatchObject({ is_holiday: true, name: '元日' });
    expect((await setDay('2028-01-03', { status: 'closed' })).body.marked).toBe('closed');
    expect(await businessDay('2028-01-03')).toMatchObject({ is_holiday: true, name: '休業日' });
    const added = await staffCall<ShopRule>(api, owner, 'POST', '/v1/admin/calendar/rules', {
      body: { kind: 'yearly', from: '12-29', to: '01-03', label: '年末年始休業' },
    });
    expect(added.status).toBe(201);
    expect(await businessDay('2028-01-02')).toMatchObject({ is_holiday: true });
  });

  it('refuses bad input per field in Japanese and changes nothing', async () => {
    const before = await staffCall<ShopCalendarYear>(
      api,
      owner,
      'GET',
      '/v1/admin/calendar?year=2029',
    );
    const badDate = await setDay('2029-02-30', { status: 'closed' });
    expect(expectApiError(badDate, 422, 'common.validation').errors?.date?.[0]).toMatch(/日付/);
    expectApiError(await setDay('2029-02-01', { status: 'maybe' }), 422, 'common.validation');
    expectApiError(
      await setDay('2029-02-01', { status: 'closed', x: 1 }),
      422,
      'common.validation',
    );
    const rule = (body: unknown) =>
      staffCall(api, owner, 'POST', '/v1/admin/calendar/rules', { body });
    const badSpan = await rule({ kind: 'yearly', from: '13-01', to: '01-03', label: 'x' });
    expect(expectApiError(badSpan, 422, 'common.validation').errors?.from?.[0]).toMatch(/MM-DD/);
    const badDay = await rule({ kind: 'weekly', weekday: 7, label: '休み' });
    expect(expectApiError(badDay, 422, 'common.validation').errors?.weekday).toBeDefined();
    const noLabel = await rule({ kind: 'weekly', weekday: 3, label: ' ' });
    expect(expectApiError(noLabel, 422, 'common.validation').errors?.label).toBeDefined();
    const twice = await rule({ kind: 'weekly', weekday: 0, label: '日曜' });
    expect(expectApiError(twice, 422, 'common.validation').errors?.kind).toBeDefined();
    const gone = await staffCall(api, owner, 'DELETE', '/v1/admin/calendar/rules/999999');
    expect(gone.status).toBe(404);
    const after = await staffCall<ShopCalendarYear>(
      api,
      owner,
      'GET',
      '/v1/admin/calendar?year=2029',
    );
    expect(after.body).toEqual(before.body);
  });
});
