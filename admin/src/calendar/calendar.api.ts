import type { ShopCalendarYear } from '../../../contract/checkout/shop-calendar.schema';
import { call } from '../shared/http';
import type { CalendarDay, CalendarRule } from './calendar.model';

/** A year of the shop calendar: its days and the repeating rules. */
export async function fetchCalendar(year: number): Promise<ShopCalendarYear> {
  return (await call<ShopCalendarYear>('GET', `/v1/admin/calendar?year=${year}`)).data;
}

/** Closes a date, or opens it for shipping. */
export async function putDay(date: string, status: 'closed' | 'open'): Promise<CalendarDay> {
  return (await call<CalendarDay>('PUT', `/v1/admin/calendar/days/${date}`, { status })).data;
}

/** Adds a repeating closing rule. */
export async function postRule(body: unknown): Promise<CalendarRule> {
  return (await call<CalendarRule>('POST', '/v1/admin/calendar/rules', body)).data;
}

/** Removes a repeating closing rule. */
export async function deleteRule(id: number): Promise<void> {
  await call('DELETE', `/v1/admin/calendar/rules/${id}`);
}
