import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useState } from 'react';
import { formatPhone } from '../../../contract/shared/phone';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Field, Notice } from '../shared/Field';
import { formatDateTime } from '../shared/format.model';
import { firstError } from '../shared/http.model';
import { routeHref } from '../shared/router.model';
import { ScreenTitle } from '../shared/Screen';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import { InquiryStatusTag } from './InquiryList';
import { companyLabel, INQUIRIES_MESSAGES as M } from './inquiries.messages';
import {
  assigneeValue,
  type InquiryAssignee,
  type InquiryRecord,
  statusLabel,
} from './inquiries.model';
import {
  $inquiry,
  addInquiryNote,
  assignInquiry,
  changeInquiryStatus,
  checkReplyDraft,
  openInquiry,
  replyToInquiry,
} from './inquiries.store';

/**
 * お問い合わせ詳細: the thread in order, the reply (confirmed first), the status and assignee, and
 * the internal notes. A conflict with another operator reloads the inquiry and keeps what was typed.
 */
export function InquiryScreen(props: { id: number }) {
  const state = useStore($inquiry);
  useEffect(() => {
    void openInquiry(props.id);
  }, [props.id]);
  const record = state.record;
  return (
    <section className="stack">
      <p>
        <a href={routeHref({ name: 'inquiries' })}>{M.backToList}</a>
      </p>
      <ScreenTitle>{M.detailTitle(props.id)}</ScreenTitle>
      {state.conflict && (
        <Notice kind="error">
          <strong>{M.conflict}</strong>
          <br />
          {state.conflict}
          <br />
          {M.reloaded}
        </Notice>
      )}
      {state.error && <Notice kind="error">{state.error}</Notice>}
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      {!record && state.busy && <p className="loading">{SHARED.loading}</p>}
      {record && (
        <>
          <Handling record={record} assignees={state.assignees} busy={state.busy} />
          <Summary record={record} />
          <Thread record={record} />
          <Reply record={record} busy={state.busy} error={firstError(state.errors, 'body')} />
          <Notes record={record} busy={state.busy} />
        </>
      )}
    </section>
  );
}

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

function Handling(props: { record: InquiryRecord; assignees: InquiryAssignee[]; busy: boolean }) {
  const { record } = props;
  const [assignee, setAssignee] = useState(assigneeValue(record));
  const [closing, setClosing] = useState(false);
  // Follows the inquiry as saved or reloaded after another operator's change.
  useEffect(() => setAssignee(assigneeValue(record)), [record]);
  return (
    <section className="panel stack" aria-labelledby="inquiry-handling-title">
      <h2 id="inquiry-handling-title" className="panel-title">
        {M.handlingTitle}
      </h2>
      <dl className="facts">
        <Fact label={M.colStatus}>
          <InquiryStatusTag status={record.status} />
        </Fact>
      </dl>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void assignInquiry(assignee);
        }}
      >
        <Field label={M.assignee}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={assignee}
              onChange={(event) => setAssignee(event.target.value)}
            >
              <option value="">{M.nobody}</option>
              {props.assignees.map((person) => (
                <option key={person.id} value={String(person.id)}>
                  {person.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button
          type="submit"
          className="button"
          disabled={props.busy || assignee === assigneeValue(record)}
        >
          {M.assign}
        </button>
      </form>
      <fieldset className="row-actions plain-fieldset">
        <legend className="visually-hidden">{M.changeStatus}</legend>
        {record.moves.map((status) => (
          <button
            key={status}
            type="button"
            className={status === 'closed' ? 'button button-danger' : 'button'}
            disabled={props.busy}
            onClick={() =>
              status === 'closed' ? setClosing(true) : void changeInquiryStatus(status)
            }
          >
            {M.moveTo(statusLabel(status))}
          </button>
        ))}
      </fieldset>
      <ConfirmDialog
        open={closing}
        title={M.closeTitle}
        confirmLabel={M.moveTo(statusLabel('closed'))}
        danger
        busy={props.busy}
        onCancel={() => setClosing(false)}
        onConfirm={() => {
          setClosing(false);
          void changeInquiryStatus('closed');
        }}
      >
        <p>{M.closeBody}</p>
      </ConfirmDialog>
    </section>
  );
}

function Summary({ record }: { record: InquiryRecord }) {
  const extend = Object.entries(record.extend ?? {}).filter(([, value]) => value !== '');
  return (
    <section className="panel stack" aria-labelledby="inquiry-summary-title">
      <h2 id="inquiry-summary-title" className="panel-title">
        {M.summary}
      </h2>
      <dl className="facts">
        <Fact label={M.subject}>{record.subject}</Fact>
        <Fact label={M.category}>{record.category?.name ?? '—'}</Fact>
        <Fact label={M.receivedAt}>{formatDateTime(record.created_at)}</Fact>
        <Fact label={M.customer}>
          {record.name}
          {record.name_kana && M.kanaOf(record.name_kana)}
          <span className="role-tag">{record.member ? M.member : M.guest}</span>
        </Fact>
        <Fact label={M.email}>{record.email}</Fact>
        {record.phone && <Fact label={M.phone}>{formatPhone(record.phone)}</Fact>}
        {record.member && (
          <Fact label={M.member}>
            <a href={routeHref({ name: 'member', id: record.member.id })}>{M.memberLink}</a>
          </Fact>
        )}
        {record.order && (
          <Fact label={M.order}>
            <a href={routeHref({ name: 'order', id: record.order.id })}>{record.order.order_no}</a>
          </Fact>
        )}
        {extend.map(([key, value]) => (
          <Fact key={key} label={companyLabel(key)}>
            {value}
          </Fact>
        ))}
        {record.attachments.length > 0 && (
          <Fact label={M.attachments}>
            <Files files={record.attachments} />
          </Fact>
        )}
      </dl>
    </section>
  );
}

function Thread({ record }: { record: InquiryRecord }) {
  const first = {
    key: 'body',
    shop: false,
    who: M.fromCustomer,
    at: record.created_at,
    body: record.body,
    unread: false,
    files: [] as InquiryRecord['attachments'],
  };
  const rest = record.thread.map((c) => ({
    key: String(c.id),
    shop: c.author === 'shop',
    who: c.author === 'shop' ? M.fromShop(c.staff) : M.fromCustomer,
    at: c.created_at,
    body: c.body,
    unread: c.author === 'shop' && c.read_at === null,
    files: c.attachments,
  }));
  return (
    <section className="panel stack" aria-labelledby="inquiry-thread-title">
      <h2 id="inquiry-thread-title" className="panel-title">
        {M.threadTitle}
      </h2>
      <ol className="thread" aria-label={M.threadCaption}>
        {[first, ...rest].map((m) => (
          <li key={m.key} className={m.shop ? 'thread-item thread-shop' : 'thread-item'}>
            <p className="thread-head">
              <strong>{m.who}</strong> <span className="sub">{formatDateTime(m.at)}</span>
              {m.unread && <span className="role-tag">{M.unreadByCustomer}</span>}
            </p>
            <p className="thread-body">{m.body}</p>
            {m.files.length > 0 && <Files files={m.files} />}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** An inquiry's attachments, each a download (staff only, from the inquiry's own files). */
function Files(props: { files: InquiryRecord['attachments'] }) {
  return (
    <ul className="plain-list">
      {props.files.map((f) => (
        <li key={f.id}>
          <a href={f.url} download={f.name}>
            {M.fileLabel(f.name, f.size)}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Reply(props: { record: InquiryRecord; busy: boolean; error?: string }) {
  const [body, setBody] = useState('');
  const [close, setClose] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (props.record.status === 'closed') {
    return (
      <section className="panel stack" aria-labelledby="inquiry-reply-title">
        <h2 id="inquiry-reply-title" className="panel-title">
          {M.replyTitle}
        </h2>
        <p>{M.closedNoReply}</p>
      </section>
    );
  }
  return (
    <section className="panel stack" aria-labelledby="inquiry-reply-title">
      <h2 id="inquiry-reply-title" className="panel-title">
        {M.replyTitle}
      </h2>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (checkReplyDraft(body)) setConfirming(true);
        }}
      >
        <Field label={M.replyLabel} hint={M.replyHint} error={props.error} required>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={6}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </Field>
        <label className="check">
          <input
            type="checkbox"
            checked={close}
            onChange={(event) => setClose(event.target.checked)}
          />
          {M.closeAfter}
        </label>
        <div>
          <button type="submit" className="button button-primary" disabled={props.busy}>
            {M.send}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={M.sendTitle}
        confirmLabel={M.send}
        busy={props.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void replyToInquiry(body.trim(), close).then((done) => {
            if (!done) return;
            setBody('');
            setClose(false);
          });
        }}
      >
        <p>{M.sendBody(props.record.email)}</p>
        <p className="thread-body">{body.trim()}</p>
      </ConfirmDialog>
    </section>
  );
}

function Notes(props: { record: InquiryRecord; busy: boolean }) {
  const [body, setBody] = useState('');
  return (
    <section className="panel stack" aria-labelledby="inquiry-notes-title">
      <h2 id="inquiry-notes-title" className="panel-title">
        {M.notesTitle}
      </h2>
      <p className="sub">{M.notesLead}</p>
      {props.record.notes.length === 0 ? (
        <p className="sub">{M.noNotes}</p>
      ) : (
        <ul className="plain-list">
          {props.record.notes.map((n) => (
            <li key={n.id}>
              <span className="sub">
                {formatDateTime(n.created_at)} {n.author}
              </span>
              <p className="thread-body">{n.body}</p>
            </li>
          ))}
        </ul>
      )}
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void addInquiryNote(body).then((done) => done && setBody(''));
        }}
      >
        <Field label={M.noteLabel}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={2}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </Field>
        <div>
          <button type="submit" className="button" disabled={props.busy || body.trim() === ''}>
            {M.addNote}
          </button>
        </div>
      </form>
    </section>
  );
}
