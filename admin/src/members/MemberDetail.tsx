import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatPhone } from '../../../contract/shared/phone';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Field, Notice } from '../shared/Field';
import { formatDateTime, formatYen } from '../shared/format.model';
import { firstError } from '../shared/http.model';
import { routeHref } from '../shared/router.model';
import { ScreenTitle } from '../shared/Screen';
import { MEMBERS_MESSAGES as M } from './members.messages';
import { type AdjustDraft, draftPoints, type Member } from './members.model';
import {
  $member,
  adjustPoints,
  approveBusiness,
  checkDraft,
  loadMember,
  revokeBusiness,
  unlockMember,
} from './members.store';

type Pending = 'unlock' | 'revoke' | 'adjust' | null;

/** 会員詳細: profile, lock, points (adjust with a reason), business approval, orders, addresses, inquiries. */
export function MemberDetail(props: { memberId: number }) {
  const state = useStore($member);
  const [pending, setPending] = useState<Pending>(null);
  const [draft, setDraft] = useState<AdjustDraft>({ points: '', reason: '' });
  useEffect(() => {
    void loadMember(props.memberId);
  }, [props.memberId]);
  const member = state.member;
  const points = draftPoints(draft) ?? 0;
  return (
    <section className="stack">
      <ScreenTitle>{M.detailTitle}</ScreenTitle>
      <p>
        <a href={routeHref({ name: 'members' })}>{M.backToList}</a>
      </p>
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      {state.error && <Notice kind="error">{state.error}</Notice>}
      {member && (
        <>
          <Profile member={member} />
          <LockPanel member={member} busy={state.busy} onUnlock={() => setPending('unlock')} />
          <section className="panel stack" aria-labelledby="member-points-title">
            <h2 id="member-points-title" className="panel-title">
              {M.pointsTitle}
            </h2>
            <p>
              {M.balance}: <strong>{M.points(member.points_balance)}</strong>
            </p>
            <form
              noValidate
              className="form-grid"
              aria-label={M.adjustTitle}
              onSubmit={(event) => {
                event.preventDefault();
                if (checkDraft(draft)) setPending('adjust');
              }}
            >
              <Field label={M.adjustPoints} required error={firstError(state.errors, 'points')}>
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    inputMode="numeric"
                    value={draft.points}
                    onChange={(e) => setDraft({ ...draft, points: e.target.value })}
                  />
                )}
              </Field>
              <Field
                label={M.adjustReason}
                required
                hint={M.adjustReasonHint}
                error={firstError(state.errors, 'reason')}
              >
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    maxLength={200}
                    value={draft.reason}
                    onChange={(e) => setDraft({ ...draft, reason: e.target.value })}
                  />
                )}
              </Field>
              <div className="span-2">
                <button type="submit" className="button button-primary" disabled={state.busy}>
                  {M.adjust}
                </button>
              </div>
            </form>
            <PointHistory member={member} />
          </section>
          <BusinessPanel member={member} busy={state.busy} onRevoke={() => setPending('revoke')} />
          <Orders member={member} />
          <Addresses member={member} />
          <Inquiries member={member} />
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending === 'unlock'
            ? M.unlockTitle
            : pending === 'revoke'
              ? M.revokeTitle
              : M.adjustConfirmTitle
        }
        confirmLabel={pending === 'unlock' ? M.unlock : pending === 'revoke' ? M.revoke : M.adjust}
        danger={pending === 'revoke'}
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          const what = pending;
          setPending(null);
          if (what === 'unlock') await unlockMember();
          if (what === 'revoke') await revokeBusiness();
          if (what === 'adjust' && (await adjustPoints(draft)))
            setDraft({ points: '', reason: '' });
        }}
      >
        <p>
          {pending === 'unlock'
            ? M.unlockLead
            : pending === 'revoke'
              ? M.revokeLead
              : M.adjustConfirm(points, (member?.points_balance ?? 0) + points)}
        </p>
      </ConfirmDialog>
    </section>
  );
}

function Profile({ member }: { member: Member }) {
  const rows: [string, string][] = [
    [M.code, member.code],
    [M.name, member.name],
    [M.kana, member.kana || M.none],
    [M.email, member.email],
    [M.phone, formatPhone(member.phone) || M.none],
    [M.cellPhone, formatPhone(member.cell_phone) || M.none],
    [M.birthday, member.birthday ?? M.none],
    [M.registeredAt, formatDateTime(member.created_at)],
  ];
  return (
    <section className="panel" aria-labelledby="member-profile-title">
      <h2 id="member-profile-title" className="panel-title">
        {M.profile}
      </h2>
      <dl className="detail-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function LockPanel(props: { member: Member; busy: boolean; onUnlock: () => void }) {
  return (
    <section className="panel stack" aria-labelledby="member-lock-title">
      <h2 id="member-lock-title" className="panel-title">
        {M.lockTitle}
      </h2>
      {props.member.locked_until ? (
        <>
          <p>{M.lockedUntil(formatDateTime(props.member.locked_until))}</p>
          <div>
            <button type="button" className="button" disabled={props.busy} onClick={props.onUnlock}>
              {M.unlock}
            </button>
          </div>
        </>
      ) : (
        <p className="sub">{M.notLocked}</p>
      )}
    </section>
  );
}

function BusinessPanel(props: { member: Member; busy: boolean; onRevoke: () => void }) {
  const state = useStore($member);
  const [limit, setLimit] = useState(String(props.member.credit_limit ?? ''));
  return (
    <section className="panel stack" aria-labelledby="member-business-title">
      <h2 id="member-business-title" className="panel-title">
        {M.businessTitle}
      </h2>
      <p>
        {props.member.is_business
          ? M.businessApproved(formatYen(props.member.credit_limit ?? 0))
          : M.businessNone}
      </p>
      <form
        noValidate
        className="search-row"
        onSubmit={(event) => {
          event.preventDefault();
          void approveBusiness(limit);
        }}
      >
        <Field label={M.creditLimit} required error={firstError(state.errors, 'credit_limit')}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              value={limit}
              onChange={(e) => setLimit(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button button-primary" disabled={props.busy}>
          {M.approve}
        </button>
        {props.member.is_business && (
          <button
            type="button"
            className="button button-danger-text"
            disabled={props.busy}
            onClick={props.onRevoke}
          >
            {M.revoke}
          </button>
        )}
      </form>
    </section>
  );
}

function PointHistory({ member }: { member: Member }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="table-frame" tabIndex={0} aria-label={M.historyCaption}>
      <table className="data-table member-table">
        <caption className="visually-hidden">{M.historyCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{M.colAt}</th>
            <th scope="col">{M.colKind}</th>
            <th scope="col">{M.colChange}</th>
            <th scope="col">{M.colNote}</th>
          </tr>
        </thead>
        <tbody>
          {member.point_history.map((p) => (
            <tr key={p.id}>
              <td>{formatDateTime(p.at)}</td>
              <td>{M.kinds[p.kind] ?? p.kind}</td>
              <td>{`${p.points > 0 ? '+' : ''}${p.points.toLocaleString('ja-JP')}`}</td>
              <td className={p.note ? 'wrap' : undefined}>{p.note || p.order_no || M.none}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Orders({ member }: { member: Member }) {
  return (
    <section className="panel stack" aria-labelledby="member-orders-title">
      <h2 id="member-orders-title" className="panel-title">
        {M.ordersTitle}
      </h2>
      {member.orders.length === 0 ? (
        <p className="sub">{M.noOrders}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        <section className="table-frame" tabIndex={0} aria-label={M.ordersCaption}>
          <table className="data-table member-table">
            <caption className="visually-hidden">{M.ordersCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{M.colOrderNo}</th>
                <th scope="col">{M.colOrderedAt}</th>
                <th scope="col">{M.colStatus}</th>
                <th scope="col">{M.colTotal}</th>
              </tr>
            </thead>
            <tbody>
              {member.orders.map((o) => (
                <tr key={o.order_no}>
                  <td>{o.order_no}</td>
                  <td>{formatDateTime(o.ordered_at)}</td>
                  <td>{M.orderStatuses[o.status] ?? o.status}</td>
                  <td>{formatYen(o.total_payment)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function Addresses({ member }: { member: Member }) {
  return (
    <section className="panel stack" aria-labelledby="member-addresses-title">
      <h2 id="member-addresses-title" className="panel-title">
        {M.addressesTitle}
      </h2>
      {member.addresses.length === 0 ? (
        <p className="sub">{M.noAddresses}</p>
      ) : (
        <ul className="rule-list">
          {member.addresses.map((a) => (
            <li key={a.id}>
              <span>
                {a.name}
                <span className="sub">
                  {' '}
                  {M.postal(a.postal_code)} {a.address} {formatPhone(a.phone)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Inquiries({ member }: { member: Member }) {
  return (
    <section className="panel stack" aria-labelledby="member-inquiries-title">
      <h2 id="member-inquiries-title" className="panel-title">
        {M.inquiriesTitle}
      </h2>
      {member.inquiries.length === 0 ? (
        <p className="sub">{M.noInquiries}</p>
      ) : (
        <ul className="rule-list">
          {member.inquiries.map((i) => (
            <li key={i.id}>
              <span>
                <a href={routeHref({ name: 'inquiry', id: i.id })}>{i.subject}</a>
                <span className="sub"> {formatDateTime(i.last_activity_at)}</span>
              </span>
              <span className="role-tag">{M.inquiryStatuses[i.status] ?? i.status}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
