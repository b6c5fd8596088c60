import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { calendarWeeks } from '../../../contract/checkout/checkout.model';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import { $businessCalendar, loadBusinessCalendar } from '../../lib/checkout/checkout.store';
import './checkout.css';

type Props = {
  start: string;
  end: string;
  /** The dates the lead time offers. */
  dates: string[];
  value: string;
  onPick(date: string): void;
};

/** The business calendar where the delivery date is chosen: holidays greyed, offered dates as buttons. */
export default function DeliveryCalendar({ start, end, dates, value, onPick }: Props) {
  const calendar = useStore($businessCalendar);
  useEffect(() => {
    void loadBusinessCalendar(start, end);
  }, [start, end]);
  if (!calendar || calendar.range !== `${start}..${end}`) return null;
  return (
    <table className="delivery-calendar">
      <caption>{UI.calendarCaption}</caption>
      <thead>
        <tr>
          {UI.weekdays.map((w) => (
            <th key={w} scope="col">
              {w}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {calendarWeeks(calendar.days, dates).map((week) => (
          <tr key={week.find(Boolean)?.date}>
            {week.map((cell, i) => (
              <td
                key={cell?.date ?? `pad-${i}`}
                className={cell?.isHoliday ? 'delivery-calendar__holiday' : undefined}
              >
                {cell &&
                  (cell.selectable ? (
                    <button
                      type="button"
                      className="delivery-calendar__day"
                      aria-pressed={value === cell.date}
                      aria-label={UI.calendarDay(cell.day, cell.holidayName)}
                      onClick={() => onPick(cell.date)}
                    >
                      {cell.day}
                    </button>
                  ) : (
                    <span title={cell.holidayName ?? undefined}>{cell.day}</span>
                  ))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
