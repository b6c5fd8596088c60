import { formatDeliveryDate, selectableDates } from '../../../contract/checkout/checkout.model';
import type { Leadtime } from '../../../contract/checkout/checkout.schema';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import Loading from '../shared/Loading';
import DeliveryCalendar from './DeliveryCalendar';
import DeliverySlots from './DeliverySlots';

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
        <DeliverySlots
          names={{ date: 'delivery_date', time: 'delivery_time' }}
          idPrefix={idPrefix}
          labels={{
            date: UI.deliveryDate,
            time: UI.deliveryTime,
            anyDate: UI.noPreference,
            anyTime: UI.noPreference,
          }}
          dates={dates}
          slots={lead.time_slots}
          value={{ date: value.delivery_date, time: value.delivery_time }}
          onChange={(next) =>
            onChange({ ...value, delivery_date: next.date, delivery_time: next.time })
          }
          errors={errors}
          onEdit={onEdit}
        />
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
