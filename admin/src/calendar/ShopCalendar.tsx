import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Notice } from '../shared/Field';
import { ScreenTitle } from '../shared/Screen';
import { AddRuleForm } from './AddRuleForm';
import { CALENDAR_MESSAGES as M } from './calendar.messages';
import {
  type CalendarDay,
  type CalendarRule,
  dayLabel,
  monthWeeks,
  ruleText,
  shiftMonth,
} from './calendar.model';
import { $calendar, loadCalendar, removeRule, showMonth, toggleDay } from './calendar.store';

const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: 6 }, (_, i) => THIS_YEAR - 1 + i);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** 営業日カレンダー: a month of the year to toggle 休業日/出荷日, the repeating rules. Owners only. */
export function ShopCalendar() {
  const state = useStore($calendar);
  const [removing, setRemoving] = useState<CalendarRule | null>(null);
  useEffect(() => {
    void loadCalendar();
  }, []);
  const move = (by: 1 | -1) => {
    const next = shiftMonth(state.year, state.month, by);
    void showMonth(next.year, next.month);
  };
  return (
    <section className="stack">
      <ScreenTitle>{M.title}</ScreenTitle>
      <p className="sub">{M.lead}</p>
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      {state.error && <Notice kind="error">{state.error}</Notice>}
      <div className="panel">
        <div className="calendar-nav">
          <button type="button" className="button button-small" onClick={() => move(-1)}>
            {M.prevMonth}
          </button>
          <span className="inline-form">
            <label htmlFor="calendar-year">{M.year}</label>
            <select
              id="calendar-year"
              className="input input-small"
              value={state.year}
              onChange={(e) => void showMonth(Number(e.target.value), state.month)}
            >
              {[...new Set([...YEARS, state.year])].sort().map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </span>
          <span className="inline-form">
            <label htmlFor="calendar-month">{M.month}</label>
            <select
              id="calendar-month"
              className="input input-small"
              value={state.month}
              onChange={(e) => void showMonth(state.year, Number(e.target.value))}
            >
              {MONTHS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </span>
          <button type="button" className="button button-small" onClick={() => move(1)}>
            {M.nextMonth}
          </button>
        </div>
        {state.data?.year === state.year && (
          <MonthGrid
            year={state.year}
            month={state.month}
            days={state.data.days}
            busy={state.busy}
          />
        )}
        <Legend />
      </div>
      <RuleList rules={state.data?.rules ?? []} onRemove={setRemoving} busy={state.busy} />
      <AddRuleForm />
      <ConfirmDialog
        open={removing !== null}
        title={M.removeTitle}
        confirmLabel={M.remove}
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void removeRule(removing);
          setRemoving(null);
        }}
      >
        <p>{removing ? M.removeLead(`${ruleText(removing)} ${removing.label}`) : ''}</p>
      </ConfirmDialog>
    </section>
  );
}

function MonthGrid(props: { year: number; month: number; days: CalendarDay[]; busy: boolean }) {
  const weeks = monthWeeks(props.days, props.month);
  return (
    <table className="calendar-grid" aria-busy={props.busy}>
      <caption>{M.monthCaption(props.year, props.month)}</caption>
      <thead>
        <tr>
          {M.weekdays.map((w, i) => (
            <th key={w} scope="col" abbr={M.weekdayNames[i]}>
              {w}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find((d) => d)?.date}>
            {week.map((day, i) =>
              day ? (
                <td key={day.date}>
                  <DayButton day={day} busy={props.busy} />
                </td>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cells of a week have no identity but their place.
                <td key={`empty-${i}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayButton(props: { day: CalendarDay; busy: boolean }) {
  const { day } = props;
  const classes = [
    'calendar-day',
    day.closed ? 'is-closed' : 'is-open',
    day.holiday ? 'is-holiday' : '',
    day.marked ? 'is-marked' : '',
  ].join(' ');
  const note = day.holiday ?? (day.closed ? (day.reason ?? M.closed) : M.shipping);
  return (
    <button
      type="button"
      className={classes}
      aria-label={dayLabel(day)}
      disabled={props.busy}
      onClick={() => void toggleDay(day)}
    >
      <span className="calendar-date" aria-hidden="true">
        {Number(day.date.slice(8))}
      </span>
      <span className="calendar-note" aria-hidden="true">
        {note}
      </span>
    </button>
  );
}

function Legend() {
  return (
    <dl className="calendar-legend" aria-label={M.legend}>
      <div>
        <dt>
          <span className="calendar-swatch is-closed" aria-hidden="true" />
          {M.closed}
        </dt>
        <dd>{M.legendRule}</dd>
      </div>
      <div>
        <dt>
          <span className="calendar-swatch is-holiday" aria-hidden="true" />
          {M.closed}
        </dt>
        <dd>{M.legendHoliday}</dd>
      </div>
      <div>
        <dt>
          <span className="calendar-swatch is-marked" aria-hidden="true" />
          {M.markedClosed}
        </dt>
        <dd>{M.legendMarked}</dd>
      </div>
      <div>
        <dt>
          <span className="calendar-swatch is-open" aria-hidden="true" />
          {M.shipping}
        </dt>
        <dd />
      </div>
    </dl>
  );
}

function RuleList(props: {
  rules: CalendarRule[];
  busy: boolean;
  onRemove: (rule: CalendarRule) => void;
}) {
  return (
    <section className="panel" aria-labelledby="calendar-rules-title">
      <h2 id="calendar-rules-title" className="panel-title">
        {M.rulesTitle}
      </h2>
      {props.rules.length === 0 ? (
        <p className="sub">{M.noRules}</p>
      ) : (
        <ul className="rule-list">
          {props.rules.map((rule) => (
            <li key={rule.id}>
              <span>
                {ruleText(rule)}
                <span className="sub"> {rule.label}</span>
              </span>
              <button
                type="button"
                className="button button-small button-danger-text"
                aria-label={M.removeOf(`${ruleText(rule)} ${rule.label}`)}
                disabled={props.busy}
                onClick={() => props.onRemove(rule)}
              >
                {M.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
