import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect } from 'react';
import { formatDeliveryDate, postalAddressLine } from '../../../contract/checkout/checkout.model';
import { SOCIAL_GIFT_MESSAGES as M } from '../../../contract/social-gift/social-gift.messages';
import { giftPath } from '../../lib/social-gift/social-gift.model';
import {
  $giftDraft,
  $giftLeadtime,
  acceptGift,
  loadGiftLeadtime,
} from '../../lib/social-gift/social-gift.store';
import StepActions from '../checkout/StepActions';
import StepForm from '../checkout/StepForm';
import { useStepErrors } from '../checkout/useStepErrors';
import { useBusy } from '../shared/useBusy';
import GiftGate from './GiftGate';

/** What the recipient entered, then 「受け取る」 (once). */
function ConfirmStep({ giftKey }: { giftKey: string }) {
  const draft = useStore($giftDraft);
  const lead = useStore($giftLeadtime);
  const { message, showFailure } = useStepErrors();
  const [busy, whileBusy] = useBusy();
  const a = draft.address;

  useEffect(() => {
    if (!a.prefecture || !draft.delivery_at) {
      window.location.replace(giftPath(giftKey, a.prefecture ? 'delivery' : 'shipping'));
      return;
    }
    void loadGiftLeadtime(giftKey);
  }, [giftKey, a.prefecture, draft.delivery_at]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = await whileBusy(() => acceptGift(giftKey));
    if (result.ok) {
      window.location.assign(giftPath(giftKey, 'complete'));
      return;
    }
    showFailure(result);
  }

  const slot = lead?.time_slots.find((s) => s.key === draft.delivery_time)?.label;
  return (
    <StepForm message={message} onSubmit={submit}>
      <section className="gift-card">
        <dl className="gift-summary">
          <dt>{M.shipTo}</dt>
          <dd>
            {M.recipientText(
              a,
              postalAddressLine({ ...a, postal_code: a.postal_code.replace('-', '') }),
            )}
          </dd>
          <dt>{M.deliveryDate}</dt>
          <dd>{draft.delivery_at ? formatDeliveryDate(draft.delivery_at) : ''}</dd>
          <dt>{M.deliveryTime}</dt>
          <dd>{slot ?? M.noPreference}</dd>
        </dl>
      </section>
      <StepActions submitLabel={M.accept} backHref={giftPath(giftKey, 'delivery')} busy={busy} />
    </StepForm>
  );
}

/** /social-gift/{key}/confirm/. */
export default function GiftConfirm() {
  return <GiftGate>{(_view, key) => <ConfirmStep giftKey={key} />}</GiftGate>;
}
