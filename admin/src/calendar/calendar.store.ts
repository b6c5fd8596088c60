import { atom } from 'nanostores';
import type { ShopCalendarYear } from '../../../contract/checkout/shop-calendar.schema';
import { failureText } from '../shared/failure.model';
import { ApiFailure } from '../shared/http';
import type { FieldErrors } from '../shared/http.model';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import { deleteRule, fetchCalendar, postRule, putDay } from './calendar.api';
import { CALENDAR_MESSAGES as M } from './calendar.messages';
import {
  type CalendarDay,
  type CalendarRule,
  checkRule,
  type RuleDraft,
  ruleBody,
  toggledStatus,
} from './calendar.model';

const today = new Date();

/** The calendar screen: the year shown, its month, the year's days and rules, and messages. */
export const $calendar = atom<{
  year: number;
  month: number;
  data: ShopCalendarYear | null;
  busy: boolean;
  error: string | null;
  notice: string | null;
}>({
  year: today.getFullYear(),
  month: today.getMonth() + 1,
  data: null,
  busy: false,
  error: null,
  notice: null,
});

/** The add-rule form's state (what was typed stays in the screen). */
export const $ruleForm = atom<{ busy: boolean; errors: FieldErrors; error: string | null }>({
  busy: false,
  errors: {},
  error: null,
});

const patch = (next: Partial<ReturnType<typeof $calendar.get>>) =>
  $calendar.set({ ...$calendar.get(), ...next });

/** Loads a year (the one shown when none is given). */
export async function loadCalendar(year = $calendar.get().year): Promise<void> {
  patch({ busy: true, error: null, year });
  try {
    patch({ data: await fetchCalendar(year), busy: false });
  } catch (error) {
    patch({ busy: false, error: failureText(error) });
  }
}

/** Shows a month, loading its year when it is another one. */
export async function showMonth(year: number, month: number): Promise<void> {
  const sameYear = $calendar.get().data?.year === year;
  patch({ month, notice: null });
  if (!sameYear) await loadCalendar(year);
}

/** Closes an open day or opens a closed one for shipping. */
export async function toggleDay(day: CalendarDay): Promise<void> {
  const status = toggledStatus(day);
  patch({ busy: true, error: null, notice: null });
  try {
    const saved = await putDay(day.date, status);
    const data = $calendar.get().data;
    patch({
      busy: false,
      notice: status === 'closed' ? M.changedClosed(day.date) : M.changedOpen(day.date),
      data: data && {
        ...data,
        days: data.days.map((d) => (d.date === saved.date ? saved : d)),
      },
    });
  } catch (error) {
    patch({ busy: false, error: failureText(error) });
  }
}

/** Adds a repeating rule; true when added (the screen then empties its form). */
export async function addRule(draft: RuleDraft): Promise<boolean> {
  const errors = checkRule(draft);
  if (Object.keys(errors).length > 0) {
    $ruleForm.set({ busy: false, errors, error: SHARED.fixErrors });
    return false;
  }
  $ruleForm.set({ busy: true, errors: {}, error: null });
  try {
    const added = await postRule(ruleBody(draft));
    $ruleForm.set({ busy: false, errors: {}, error: null });
    await loadCalendar();
    patch({ notice: M.added(added.label) });
    return true;
  } catch (error) {
    const fields = error instanceof ApiFailure && error.status === 422 ? error.fieldErrors : {};
    $ruleForm.set({ busy: false, errors: fields, error: failureText(error) });
    return false;
  }
}

/** Removes a repeating rule (after the screen's confirmation). */
export async function removeRule(rule: CalendarRule): Promise<void> {
  patch({ busy: true, error: null, notice: null });
  try {
    await deleteRule(rule.id);
    await loadCalendar();
    patch({ notice: M.removed });
  } catch (error) {
    patch({ busy: false, error: failureText(error) });
  }
}
