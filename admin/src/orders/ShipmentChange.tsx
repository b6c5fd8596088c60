import { useState } from 'react';
import { TIME_SLOTS } from '../../../contract/checkout/checkout-constants';
import { PREFECTURES } from '../../../contract/shared/prefectures';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Field } from '../shared/Field';
import { ORDERS_MESSAGES as M } from './orders.messages';
import { type AddressForm, EMPTY_ADDRESS, type OrderRecord } from './orders.model';
import { changeOrderShipment } from './orders.store';

type Shipment = OrderRecord['shipments'][number];
/** The fields in the order of an address form (都道府県 after the postal code). */
const FIELDS = Object.keys(EMPTY_ADDRESS) as (keyof AddressForm)[];

/** お届け先・お届け日を変更: a new date and slot, and optionally the address (starting from the current one), confirmed first. */
export function ShipmentChange(props: { shipment: Shipment; busy: boolean }) {
  const s = props.shipment;
  const [date, setDate] = useState(s.delivery_date ?? '');
  // The slot as chosen at checkout (the order states its label), so a change of address keeps it.
  const [time, setTime] = useState(
    TIME_SLOTS.find((t) => t.label === s.delivery_time_label)?.key ?? '',
  );
  const [withAddress, setWithAddress] = useState(false);
  const [address, setAddress] = useState<AddressForm>(s.address_fields ?? EMPTY_ADDRESS);
  const [open, setOpen] = useState(false);
  const set = (key: keyof AddressForm) => (value: string) =>
    setAddress({ ...address, [key]: value });
  return (
    <details className="shipment-change">
      <summary>{M.change}</summary>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Field label={M.deliveryDate} hint={M.changeDateHint}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          )}
        </Field>
        <Field label={M.deliveryTime}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={time}
              onChange={(e) => setTime(e.target.value)}
            >
              {Object.entries(M.timeSlots).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="check">
          <input
            type="checkbox"
            checked={withAddress}
            onChange={(e) => setWithAddress(e.target.checked)}
          />{' '}
          {M.changeAddress}
        </label>
        {withAddress && (
          <div className="form-grid">
            {FIELDS.map((key) =>
              key === 'prefecture' ? (
                <Field key={key} label={M.addressFields.prefecture ?? ''} required>
                  {(control) => (
                    <select
                      {...control}
                      className="input"
                      value={address.prefecture}
                      onChange={(e) => set('prefecture')(e.target.value)}
                    >
                      <option value="" />
                      {PREFECTURES.map((p) => (
                        <option key={p} value={p}>
                          {p}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              ) : (
                <Field key={key} label={M.addressFields[key] ?? key} required={key !== 'address2'}>
                  {(control) => (
                    <input
                      {...control}
                      className="input"
                      value={address[key]}
                      onChange={(e) => set(key)(e.target.value)}
                    />
                  )}
                </Field>
              ),
            )}
          </div>
        )}
        <div>
          <button type="submit" className="button" disabled={props.busy}>
            {M.save}
          </button>
        </div>
        <ConfirmDialog
          open={open}
          title={M.changeTitle(s.label)}
          confirmLabel={M.save}
          busy={props.busy}
          onCancel={() => setOpen(false)}
          onConfirm={() => {
            setOpen(false);
            void changeOrderShipment(s.key, { address: withAddress ? address : null, date, time });
          }}
        >
          <p>{M.changeBody}</p>
        </ConfirmDialog>
      </form>
    </details>
  );
}
