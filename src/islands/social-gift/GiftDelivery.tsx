import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { SOCIAL_GIFT_MESSAGES as M } from '../../../contract/social-gift/social-gift.messages';
import { giftDates, giftPath } from '../../lib/social-gift/social-gift.model';
import {
  $giftDraft,
  $giftLeadtime,
  keepDraft,
  loadGiftLeadtime,
  submitGiftDelivery,
} from '../../lib/social-gift/social-gift.store';
import DeliverySlots from '../checkout/DeliverySlots';
import StepActions from '../checkout/StepActions';
import StepForm from '../checkout/StepForm';
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
    <StepForm message={message} onSubmit={submit}>
      <DeliverySlots
        names={{ date: 'delivery_at', time: 'delivery_timezone' }}
        labels={{
          date: M.deliveryDate,
          time: M.deliveryTime,
          anyDate: M.dateRequired,
          anyTime: M.noPreference,
        }}
        dateRequired
        dates={giftDates(lead)}
        slots={lead.time_slots}
        value={{ date, time: slot }}
        onChange={(next) => {
          setDate(next.date);
          setSlot(next.time);
          keepDraft(giftKey, { delivery_at: next.date, delivery_time: next.time });
        }}
        errors={errors}
        onEdit={clearError}
      />
      <StepActions submitLabel={M.next} backHref={giftPath(giftKey, 'shipping')} busy={busy} />
    </StepForm>
  );
}

/** /social-gift/{key}/delivery/. */
export default function GiftDelivery() {
  return <GiftGate>{(_view, key) => <DeliveryStep giftKey={key} />}</GiftGate>;
}
