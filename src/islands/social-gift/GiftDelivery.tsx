import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { formatDeliveryDate } from '../../lib/checkout/checkout.model';
import { SOCIAL_GIFT_MESSAGES as M } from '../../lib/social-gift/social-gift.messages';
import { giftDates, giftPath } from '../../lib/social-gift/social-gift.model';
import {
  $giftDraft,
  $giftLeadtime,
  keepDraft,
  loadGiftLeadtime,
  submitGiftDelivery,
} from '../../lib/social-gift/social-gift.store';
import Field from '../checkout/Field';
import StepActions from '../checkout/StepActions';
import { useStepErrors } from '../checkout/useStepErrors';
import Loading from '../shared/Loading';
import { useBusy } from '../shared/useBusy';
import GiftGate from './GiftGate';

/** お届け希望日 and お届け希望時間帯, from the lead time of the recipient's own address. */
function DeliveryStep({ giftKey }: { giftKey: string }) {
  const draft = useStore($giftDraft);
  const lead = useStore($giftLeadtime);
  const [date, setDate] = useState(draft.delivery_at);
  const [slot, setSlot] = useState(draft.delivery_time);
  const { errors, message, clearError, showFailure } = useStepErrors();
  const [busy, whileBusy] = useBusy();

  useEffect(() => {
    if (!draft.address.prefecture) {
      window.location.replace(giftPath(giftKey, 'shipping'));
      return;
    }
    void loadGiftLeadtime(giftKey);
  }, [giftKey, draft.address.prefecture]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = await whileBusy(() => submitGiftDelivery(giftKey, date, slot));
    if (result.ok) {
      window.location.assign(giftPath(giftKey, 'confirm'));
      return;
    }
    showFailure(result);
  }

  if (!lead) return <Loading text={M.loading} />;
  return (
    <form className="account-form checkout-form" onSubmit={submit} noValidate>
      {message && (
        <p className="message message--error" role="alert">
          {message}
        </p>
      )}
      <div className="form-row checkout-delivery-row">
        <Field id="delivery_at" label={M.deliveryDate} required error={errors.delivery_at}>
          {(aria) => (
            <select
              {...aria}
              value={date}
              onChange={(e) => {
                clearError('delivery_at');
                setDate(e.target.value);
                keepDraft(giftKey, { delivery_at: e.target.value });
              }}
            >
              <option value="">{M.dateRequired}</option>
              {giftDates(lead).map((d) => (
                <option key={d} value={d}>
                  {formatDeliveryDate(d)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="delivery_timezone" label={M.deliveryTime} error={errors.delivery_timezone}>
          {(aria) => (
            <select
              {...aria}
              value={slot}
              onChange={(e) => {
                setSlot(e.target.value);
                keepDraft(giftKey, { delivery_time: e.target.value });
              }}
            >
              <option value="">{M.noPreference}</option>
              {lead.time_slots.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <StepActions submitLabel={M.next} backHref={giftPath(giftKey, 'shipping')} busy={busy} />
    </form>
  );
}

/** /social-gift/{key}/delivery/. */
export default function GiftDelivery() {
  return <GiftGate>{(_view, key) => <DeliveryStep giftKey={key} />}</GiftGate>;
}
