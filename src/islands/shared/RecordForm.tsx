import type { ReactNode } from 'react';
import type { EditorState } from '../../lib/mypage/record-editor.store';
import Button from './Button';
import ConfirmStep from './ConfirmStep';
import ErrorAlert from './ErrorAlert';
import Loading from './Loading';

/** The words of a record form's frame (the fields bring their own). */
export type RecordFormText = {
  loading: string;
  confirm: string;
  confirmLead: string;
  back: string;
  save: string;
  cancel: string;
};

type Props<F, B> = {
  state: EditorState<F, B>;
  text: RecordFormText;
  /** Where 一覧へ戻る leads. */
  cancelHref: string;
  /** The label and value rows the confirmation step shows for the checked body. */
  rows(body: B): [label: string, value: string][];
  onSubmit(): void;
  onBack(): void;
  onSave(): void;
  /** The form's fields. */
  children(form: F): ReactNode;
};

/** A my page record form in its steps: loading, the form, the confirmation, or not found. */
export default function RecordForm<F, B>(props: Props<F, B>) {
  const { state, text } = props;
  if (state.step === 'waiting') return <Loading text={text.loading} />;
  if (state.step === 'confirm' && state.confirming !== null) {
    return (
      <ConfirmStep
        lead={text.confirmLead}
        rows={props.rows(state.confirming)}
        backLabel={text.back}
        saveLabel={text.save}
        busy={state.busy}
        onBack={props.onBack}
        onSave={props.onSave}
      />
    );
  }
  const alert = <ErrorAlert text={state.message} />;
  if (!state.form) return alert;
  return (
    <form
      className="account-form body-form"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
      noValidate
    >
      {alert}
      {state.errors._ && <p className="form-field__error">{state.errors._[0]}</p>}
      {props.children(state.form)}
      <div className="form-actions">
        <a className="btn btn--ghost" href={props.cancelHref}>
          {text.cancel}
        </a>
        <Button type="submit" className="btn btn--primary">
          {text.confirm}
        </Button>
      </div>
    </form>
  );
}
