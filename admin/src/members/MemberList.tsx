import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { formatPhone } from '../../../contract/shared/phone';
import { type Columns, DataTable } from '../shared/DataTable';
import { Field, Notice } from '../shared/Field';
import { Pager } from '../shared/Pager';
import { routeHref } from '../shared/router.model';
import { ScreenTitle } from '../shared/Screen';
import { MEMBERS_MESSAGES as M } from './members.messages';
import type { MemberListItem } from './members.model';
import { $memberList, goToMemberPage, loadMembers, searchMembers } from './members.store';

/** 会員一覧: one search word on the server (name, kana, e-mail, phone, member number), paging. */
export function MemberList() {
  const list = useStore($memberList);
  const [q, setQ] = useState(list.q);
  useEffect(() => {
    void loadMembers();
  }, []);
  const columns = useMemo<Columns<MemberListItem>>(
    () => [
      {
        id: 'member',
        header: M.colMember,
        cell: ({ row }) => (
          <div className="name-cell">
            <a href={routeHref({ name: 'member', id: row.original.id })}>{row.original.name}</a>
            <span className="sub">
              {row.original.kana} / {row.original.code}
            </span>
          </div>
        ),
      },
      {
        id: 'contact',
        header: M.colContact,
        cell: ({ row }) => (
          <div className="name-cell">
            <span>{row.original.email}</span>
            <span className="sub">{formatPhone(row.original.phone)}</span>
          </div>
        ),
      },
      {
        id: 'points',
        header: M.colPoints,
        cell: ({ row }) => M.points(row.original.points_balance),
      },
      {
        id: 'state',
        header: M.colState,
        cell: ({ row }) => (
          <span>
            {row.original.locked ? (
              <span className="status status-hidden">{M.locked}</span>
            ) : (
              <span className="status status-shown">{M.active}</span>
            )}
            {row.original.is_business && <span className="role-tag">{M.business}</span>}
          </span>
        ),
      },
    ],
    [],
  );
  return (
    <section className="stack">
      <ScreenTitle>{M.listTitle}</ScreenTitle>
      <section className="panel" aria-labelledby="member-search-title">
        <h2 id="member-search-title" className="panel-title">
          {M.searchTitle}
        </h2>
        <form
          className="search-row"
          onSubmit={(event) => {
            event.preventDefault();
            void searchMembers(q);
          }}
        >
          <Field label={M.keyword} hint={M.keywordHint} className="grow">
            {(control) => (
              <input
                {...control}
                className="input"
                type="search"
                value={q}
                onChange={(e) => setQ(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="button button-primary" disabled={list.busy}>
            {M.search}
          </button>
        </form>
      </section>
      {list.error && <Notice kind="error">{list.error}</Notice>}
      <div className="panel panel-flush">
        {list.paging && <Pager paging={list.paging} onPage={goToMemberPage} busy={list.busy} />}
        <DataTable
          caption={M.resultsCaption}
          columns={columns}
          rows={list.rows}
          rowKey={(row) => String(row.id)}
          busy={list.busy}
        />
      </div>
    </section>
  );
}
