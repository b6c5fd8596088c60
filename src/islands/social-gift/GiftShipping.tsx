import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import type { AddressForm } from '../../../contract/checkout/checkout.model';
import { SOCIAL_GIFT_MESSAGES as M } from '../../../contract/social-gift/social-gift.messages';
import { giftPath } from '../../lib/social-gift/social-gift.model';
import { $giftDraft, keepDraft, submitGiftAddress } from '../../lib/social-gift/social-gift.store';
import ShipToFields from '../checkout/ShipToFields';
import StepActions from '../checkout/StepActions';
import StepForm from '../checkout/StepForm';
import { useStepErrors } from '../checkout/useStepErrors';
import { useBusy } from '../shared/useBusy';
import GiftGate from './GiftGate';

/** The recipient's address form (postal code fills the address); nothing typed is lost on an error or going back. */
function AddressStep({ giftKey }: { giftKey: string }) {
  const draft = useStore($giftDraft);
  const [form, setForm] = useState<AddressForm>(draft.address);
  const { errors, message, clearError, showFailure } = useStepErrors();
  const [busy, whileBusy] = useBusy();
  useEffect(() => setForm(draft.address), [draft.address]);

  const change = (next: AddressForm) => {
    // The postal look-up fills prefecture and city: their old errors go too.
    for (const k of Object.keys(next) as (keyof AddressForm)[])
      if (next[k] !== form[k]) clearError(`address.${k}`);
    setForm(next);
    keepDraft(giftKey, { address: next });
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = await whileBusy(() => submitGiftAddress(giftKey, form));
    if (result.ok) {
      window.location.assign(giftPath(giftKey, 'delivery'));
      return;
    }
    showFailure(result);
  }

  return (
    <StepForm message={message} onSubmit={submit}>
      <ShipToFields
        legend={M.shipTo}
        address={form}
        onChange={change}
        errors={errors}
        onEdit={clearError}
      />
      <StepActions submitLabel={M.next} backHref={giftPath(giftKey)} busy={busy} />
    </StepForm>
  );
}

/** /social-gift/{key}/shipping/. */
export default function GiftShipping() {
  return <GiftGate>{(_view, key) => <AddressStep giftKey={key} />}</GiftGate>;
}
