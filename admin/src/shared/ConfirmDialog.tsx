import { type ReactNode, useEffect, useId, useRef } from 'react';
import { SHARED_MESSAGES as M } from './shared.messages';

/**
 * A modal confirmation (the native <dialog>: focus stays inside, Esc cancels, focus returns to
 * the button that opened it when it closes).
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id={titleId} className="dialog-title">
        {props.title}
      </h2>
      <div className="dialog-body">{props.children}</div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={props.onCancel} disabled={props.busy}>
          {M.cancel}
        </button>
        <button
          type="button"
          className={props.danger ? 'button button-danger' : 'button button-primary'}
          onClick={props.onConfirm}
          disabled={props.busy}
        >
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
