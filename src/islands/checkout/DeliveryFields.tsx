import { formatDeliveryDate, selectableDates } from '../../lib/checkout/checkout.model';
import type { Leadtime } from '../../lib/checkout/checkout.schema';
import { CHECKOUT_UI as UI } from '../../lib/checkout/checkout-screens.messages';
import Loading from '../shared/Loading';
import DeliveryCalendar from './DeliveryCalendar';
import Field from './Field';

/** The delivery choice: type, date and time slot. */
export type DeliveryForm = { delivery_id: number; delivery_date: string; delivery_time: string };

type Props = {
  lead: Leadtime | null;
  value: DeliveryForm;
  onChange(next: DeliveryForm): void;
  errors: Record<string, string[]>;
  onEdit?(errorKey: string): void;
  /** Keeps ids and the radio group apart when several shipments share a page. */
  idPrefix?: string;
};

/** Delivery type 1-3, then date and slot from the lead time and business calendar. */
export default function DeliveryFields({
  lead,
  value,
  onChange,
  errors,
  onEdit,
  idPrefix = '',
}: Props) {
  if (!lead) return <Loading text={UI.loading} />;
  const dates = selectableDates(lead, value.delivery_id);
  const selectable = lead.deliveries.find((d) => d.id === value.delivery_id)?.is_date_selectable;
  return (
    <>
      <fieldset className="checkout-choice">
        <legend>{UI.delivery}</legend>
        <div className="form-choice">
          {lead.deliveries.map((d) => (
            <label key={d.id}>
              <input
                type="radio"
                name={`${idPrefix}delivery_id`}
                checked={value.delivery_id === d.id}
                onChange={() =>
                  onChange({ delivery_id: d.id, delivery_date: '', delivery_time: '' })
                }
              />
              {d.name}
            </label>
          ))}
        </div>
      </fieldset>
      {selectable && (
        <div className="form-row checkout-delivery-row">
          <Field
            id={`${idPrefix}delivery_date`}
            label={UI.deliveryDate}
            error={errors.delivery_date}
          >
            {(aria) => (
              <select
                {...aria}
                value={value.delivery_date}
                onChange={(e) => {
                  onEdit?.('delivery_date');
                  onChange({ ...value, delivery_date: e.target.value });
                }}
              >
                <option value="">{UI.noPreference}</option>
                {dates.map((d) => (
                  <option key={d} value={d}>
                    {formatDeliveryDate(d)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id={`${idPrefix}delivery_time`}
            label={UI.deliveryTime}
            error={errors.delivery_time}
          >
            {(aria) => (
              <select
                {...aria}
                value={value.delivery_time}
                onChange={(e) => onChange({ ...value, delivery_time: e.target.value })}
              >
                <option value="">{UI.noPreference}</option>
                {lead.time_slots.map((s) => (
                  <option key={s.key} value={s.key}>
                    {s.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      )}
      {selectable && (
        <DeliveryCalendar
          start={lead.earliest_date}
          end={lead.latest_date}
          dates={dates}
          value={value.delivery_date}
          onPick={(date) => {
            onEdit?.('delivery_date');
            onChange({ ...value, delivery_date: date });
          }}
        />
      )}
      {selectable && (
        <p className="form-field__hint">
          {UI.earliestNote(formatDeliveryDate(lead.earliest_date), lead.cutoff_time)}
        </p>
      )}
    </>
  );
}
