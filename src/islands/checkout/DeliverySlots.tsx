import { formatDeliveryDate } from '../../../contract/checkout/checkout.model';
import Field from './Field';

/** A delivery date and time slot as typed (empty strings: no preference). */
export type DeliverySlot = { date: string; time: string };

type Props = {
  /** The field names, which are also the error keys (`delivery_date` or the gift's `delivery_at`). */
  names: { date: string; time: string };
  /** Keeps ids apart when several shipments share a page. */
  idPrefix?: string;
  labels: { date: string; time: string; anyDate: string; anyTime: string };
  dateRequired?: boolean;
  dates: string[];
  slots: readonly { key: string; label: string }[];
  value: DeliverySlot;
  onChange(next: DeliverySlot): void;
  errors: Record<string, string[]>;
  onEdit?(errorKey: string): void;
};

/** お届け希望日 and お届け希望時間帯: one row for the checkout's shipments and a gift's recipient. */
export default function DeliverySlots(props: Props) {
  const { names, idPrefix = '', labels, value, errors } = props;
  return (
    <div className="form-row checkout-delivery-row">
      <Field
        id={`${idPrefix}${names.date}`}
        label={labels.date}
        required={props.dateRequired}
        error={errors[names.date]}
      >
        {(aria) => (
          <select
            {...aria}
            value={value.date}
            onChange={(e) => {
              props.onEdit?.(names.date);
              props.onChange({ ...value, date: e.target.value });
            }}
          >
            <option value="">{labels.anyDate}</option>
            {props.dates.map((d) => (
              <option key={d} value={d}>
                {formatDeliveryDate(d)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${idPrefix}${names.time}`} label={labels.time} error={errors[names.time]}>
        {(aria) => (
          <select
            {...aria}
            value={value.time}
            onChange={(e) => props.onChange({ ...value, time: e.target.value })}
          >
            <option value="">{labels.anyTime}</option>
            {props.slots.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
