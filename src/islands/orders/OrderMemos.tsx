import { useState } from 'react';
import { ORDER_MESSAGES as M } from '../../../contract/orders/orders.messages';
import { MEMO_MAX, type Memo } from '../../../contract/orders/orders.schema';
import { formatDateTime } from '../../lib/mypage/history-list.model';
import { type ActionResult, addMemo, editMemo, removeMemo } from '../../lib/orders/orders.store';
import ErrorAlert from '../shared/ErrorAlert';
import { useBusy } from '../shared/useBusy';
import { useHydrated } from '../shared/useHydrated';

/** A memo text area with its save button; keeps what was typed when saving fails. */
function MemoForm({
  id,
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  id: string;
  initial: string;
  submitLabel: string;
  onSave: (body: string) => Promise<ActionResult>;
  onCancel?: () => void;
}) {
  const hydrated = useHydrated();
  const [body, setBody] = useState(initial);
  const [busy, whileBusy] = useBusy();
  const [error, setError] = useState<string | null>(null);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!body.trim()) return setError(M.memoRequired);
    const result = await whileBusy(() => onSave(body));
    if (!result.ok) return setError(result.errors.body?.join(' ') ?? result.message);
    setError(null);
    if (!onCancel) setBody('');
  }
  return (
    <form className="memo-form" onSubmit={submit} noValidate>
      <div className="form-field">
        <label htmlFor={id}>{M.memoBody}</label>
        <textarea
          id={id}
          className="form-field__input"
          rows={2}
          maxLength={MEMO_MAX}
          value={body}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setBody(e.currentTarget.value)}
          disabled={!hydrated}
        />
        {error && (
          <p id={`${id}-error`} className="form-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="memo-form__actions">
        {onCancel && (
          <button type="button" className="btn btn--ghost btn--small" onClick={onCancel}>
            {M.memoCancel}
          </button>
        )}
        <button type="submit" className="btn btn--small" disabled={!hydrated || busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** One memo: its text, or the form to edit it; edit and delete buttons. */
function MemoItem({ memo, n }: { memo: Memo; n: number }) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (editing) {
    return (
      <li className="memo">
        <MemoForm
          id={`memo-${memo.id}`}
          initial={memo.body}
          submitLabel={M.memoSave}
          onSave={async (body) => {
            const result = await editMemo(memo.id, body);
            if (result.ok) setEditing(false);
            return result;
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="memo">
      <p className="memo__body">{memo.body}</p>
      <p className="memo__when">{formatDateTime(memo.updated_at)}</p>
      <div className="memo__actions">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-label={M.memoEditLabel(n)}
          onClick={() => setEditing(true)}
        >
          {M.memoEdit}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-label={M.memoDeleteLabel(n)}
          onClick={async () => {
            const result = await removeMemo(memo.id);
            setError(result.ok ? null : result.message);
          }}
        >
          {M.memoDelete}
        </button>
      </div>
      <ErrorAlert text={error} />
    </li>
  );
}

/** The member's own memos on the order: list, add, edit, delete. */
export default function OrderMemos({ memos }: { memos: Memo[] }) {
  return (
    <section className="order-section order-memos" aria-labelledby="order-memos">
      <h2 id="order-memos" className="order-section__title">
        {M.memos}
      </h2>
      <p className="order-memos__lead">{M.memoLead}</p>
      {memos.length === 0 ? (
        <p>{M.memoEmpty}</p>
      ) : (
        <ol className="memo-list" aria-label={M.memos}>
          {memos.map((m, i) => (
            <MemoItem key={m.id} memo={m} n={i + 1} />
          ))}
        </ol>
      )}
      <MemoForm id="memo-new" initial="" submitLabel={M.memoAdd} onSave={addMemo} />
    </section>
  );
}
