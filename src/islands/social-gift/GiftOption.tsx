import { SOCIAL_GIFT_MESSAGES as M } from '../../../contract/social-gift/social-gift.messages';
import { GIFT_MESSAGE_MAX } from '../../../contract/social-gift/social-gift.schema';
import Field from '../checkout/Field';

/** The buyer's gift choice at checkout. */
export type GiftChoice = { on: boolean; message: string };

type Props = {
  value: GiftChoice;
  onChange(next: GiftChoice): void;
  errors: Record<string, string[]>;
  /** Until the island is hydrated (a tick before then would be lost). */
  disabled?: boolean;
};

/** 「ソーシャルギフトで贈る」 and its message card: no address is asked for a gift. */
export default function GiftOption({ value, onChange, errors, disabled }: Props) {
  return (
    <fieldset className="gift-option">
      <legend>{M.giftTitle}</legend>
      <label className="form-check">
        <input
          type="checkbox"
          checked={value.on}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, on: e.target.checked })}
        />
        {M.sendAsGift}
      </label>
      {errors.is_social_gift && (
        <p className="form-field__error" role="alert">
          {errors.is_social_gift.join(' ')}
        </p>
      )}
      {value.on && (
        <>
          <p className="form-hint">{M.sendAsGiftHelp}</p>
          <Field
            id="gift-message"
            label={M.message}
            hint={M.messageHelp(GIFT_MESSAGE_MAX)}
            error={errors.message}
          >
            {(aria) => (
              <textarea
                {...aria}
                className="form-field__input"
                rows={4}
                maxLength={GIFT_MESSAGE_MAX}
                value={value.message}
                onChange={(e) => onChange({ ...value, message: e.target.value })}
              />
            )}
          </Field>
        </>
      )}
    </fieldset>
  );
}
