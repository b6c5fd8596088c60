import type { ReactNode } from 'react';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import Button from '../shared/Button';

/** A checkout step's footer: the submit button (off while busy or before hydration) and 戻る. */
export default function StepActions(props: {
  submitLabel: string;
  backHref: string;
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="form-actions checkout-actions">
      <Button type="submit" className="btn btn--accent btn--block" disabled={props.busy}>
        {props.submitLabel}
      </Button>
      {props.children}
      <a className="btn btn--ghost btn--block" href={props.backHref}>
        {UI.back}
      </a>
    </div>
  );
}
