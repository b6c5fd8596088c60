import { useState } from 'react';
import Button from './Button';
import { useBusy } from './useBusy';

type Props = {
  label: string;
  /** The question asked before acting (e.g. 「…を削除します。よろしいですか？」). */
  question: string;
  /** The label of the button that backs out (e.g. 「キャンセル」). */
  cancelLabel: string;
  onConfirm(): Promise<unknown>;
  className?: string;
};

/** A button that asks inline before it acts (a confirmation step instead of window.confirm). */
export default function ConfirmButton(props: Props) {
  const { label, question, cancelLabel, onConfirm, className } = props;
  const [asking, setAsking] = useState(false);
  const [busy, whileBusy] = useBusy();
  if (!asking) {
    return (
      <Button className={className ?? 'btn btn--ghost btn--small'} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <fieldset className="confirm-step">
      <legend className="confirm-step__question">{question}</legend>
      <Button
        className="btn btn--danger btn--small"
        disabled={busy}
        onClick={async () => {
          await whileBusy(() => onConfirm());
          setAsking(false);
        }}
      >
        {label}
      </Button>
      <Button className="btn btn--ghost btn--small" onClick={() => setAsking(false)}>
        {cancelLabel}
      </Button>
    </fieldset>
  );
}
