import type { FormEvent } from 'react';
import { RECEIPT_SCREEN_MESSAGES as M } from '../../../contract/receipts/receipts.messages';
import { formatYen } from '../../../contract/shared/money';
import { receiptDate } from '../../lib/receipts/receipts.model';
import {
  backToReceiptForm,
  confirmReceipt,
  downloadOrderQuotation,
  editReceipt,
  issueReceipt,
  type ReceiptState,
} from '../../lib/receipts/receipts.store';
import Field from '../checkout/Field';
import Button from '../shared/Button';
import ErrorAlert from '../shared/ErrorAlert';

type Ready = Extract<ReceiptState, { status: 'ready' }>;

/** Order number, date and amount of the receipt. */
function Facts({ info }: { info: Ready['info'] }) {
  return (
    <dl className="data-list receipt-facts">
      <div>
        <dt>{M.orderNo}</dt>
        <dd>{info.order_no}</dd>
      </div>
      <div>
        <dt>{M.orderedAt}</dt>
        <dd>
          <time dateTime={info.ordered_at}>{receiptDate(info.ordered_at)}</time>
        </dd>
      </div>
      <div>
        <dt>{M.total}</dt>
        <dd>{formatYen(info.total_payment)}</dd>
      </div>
    </dl>
  );
}

/** 宛名 and 但し書き before the first issue; the form keeps what was typed on an error. */
function TextForm({ state }: { state: Ready }) {
  function submit(event: FormEvent) {
    event.preventDefault();
    confirmReceipt();
  }
  return (
    <form className="account-form receipt-form" onSubmit={submit} noValidate>
      <Field
        id="receipt-name"
        label={M.nameLabel}
        required
        hint={M.nameHint}
        error={state.errors.name}
      >
        {(aria) => (
          <input
            {...aria}
            type="text"
            autoComplete="organization"
            value={state.form.name}
            onChange={(e) => editReceipt('name', e.target.value)}
          />
        )}
      </Field>
      <Field
        id="receipt-proviso"
        label={M.provisoLabel}
        hint={M.provisoHint}
        error={state.errors.proviso}
      >
        {(aria) => (
          <input
            {...aria}
            type="text"
            value={state.form.proviso}
            onChange={(e) => editReceipt('proviso', e.target.value)}
          />
        )}
      </Field>
      <div className="form-actions">
        <Button type="submit" className="btn btn--primary">
          {M.toConfirm}
        </Button>
      </div>
    </form>
  );
}

/** The confirmation step: the receipt cannot change after this. */
function Confirm({ state }: { state: Ready }) {
  return (
    <section className="confirm-step" aria-labelledby="receipt-confirm-title">
      <h3 id="receipt-confirm-title" className="receipt__subtitle">
        {M.confirmTitle}
      </h3>
      <dl className="data-list">
        <div>
          <dt>{M.nameLabel}</dt>
          <dd>{state.form.name.trim()}</dd>
        </div>
        <div>
          <dt>{M.provisoLabel}</dt>
          <dd>{state.form.proviso.trim() || M.provisoDefault}</dd>
        </div>
      </dl>
      <p className="receipt__note">{M.confirmNote}</p>
      <div className="form-actions">
        <Button className="btn btn--ghost" onClick={backToReceiptForm} disabled={state.busy}>
          {M.back}
        </Button>
        <Button
          className="btn btn--primary"
          onClick={() => void issueReceipt()}
          disabled={state.busy}
        >
          {M.issue}
        </Button>
      </div>
    </section>
  );
}

/** Issued: the fixed 宛名 and 但し書き and the download (a reissue from now on). */
function Issued({ state }: { state: Ready }) {
  return (
    <>
      <dl className="data-list">
        <div>
          <dt>{M.nameLabel}</dt>
          <dd>{state.info.name}</dd>
        </div>
        <div>
          <dt>{M.provisoLabel}</dt>
          <dd>{state.info.proviso}</dd>
        </div>
      </dl>
      <p className="receipt__note">{M.fixedNote}</p>
      <p className="receipt__count">{M.issuedCount(state.info.issue_count)}</p>
      <Button
        className="btn btn--primary"
        onClick={() => void issueReceipt()}
        disabled={state.busy}
      >
        {M.downloadReceipt}
      </Button>
    </>
  );
}

function ReceiptPart({ state }: { state: Ready }) {
  if (state.info.state !== 'paid') {
    return (
      <p className="message message--warning" role="note">
        {state.info.state === 'cancelled' ? M.cancelled : M.unpaid}
      </p>
    );
  }
  if (state.info.is_issued) return <Issued state={state} />;
  return state.confirming ? <Confirm state={state} /> : <TextForm state={state} />;
}

/**
 * The receipt of one order: 宛名/但し書き, confirmation, downloads and their outcome. The guest page
 * shows the order's facts too; the member's order detail already does, and offers the quotation.
 */
export default function ReceiptView({ state, member }: { state: Ready; member: boolean }) {
  const quotation = member;
  return (
    <div className="receipt">
      {!member && <Facts info={state.info} />}
      <ErrorAlert text={state.alert} />
      {state.notice && (
        <p className="message message--success" role="status">
          {state.notice}
        </p>
      )}
      <ReceiptPart state={state} />
      {quotation && (
        <p className="receipt__quotation">
          <Button
            className="btn btn--ghost"
            onClick={() => void downloadOrderQuotation()}
            disabled={state.busy}
          >
            {M.downloadQuotation}
          </Button>
        </p>
      )}
    </div>
  );
}
