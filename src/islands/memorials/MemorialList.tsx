import { useStore } from '@nanostores/react';
import { MEMORIAL_MESSAGES as M } from '../../../contract/memorials/memorials.messages';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { divisionLabel } from '../../lib/memorials/memorials.model';
import { $memorials, loadMemorials, removeMemorial } from '../../lib/memorials/memorials.store';
import ListStatus from '../shared/ListStatus';
import { Notice } from '../shared/Notice';
import RecordCard from '../shared/RecordCard';
import { useRecordList } from '../shared/useRecordList';

const ACTIONS = { load: loadMemorials, remove: removeMemorial, removedText: M.removed };

/** /mypage/memorial/: the member's memorial days with add, change and delete. */
export default function MemorialList({ settings }: { settings: GuardSettings }) {
  const records = useRecordList(settings, ACTIONS);
  const list = useStore($memorials);
  if (!records.ready || list.status === 'loading')
    return <ListStatus failed={false} text={M.loading} />;
  if (list.status === 'error') return <ListStatus failed text={M.loadFailed} />;

  const full = list.items.length >= list.limit;
  return (
    <div className="body-records">
      <Notice notice={records.notice} />
      <div className="body-records__head">
        <p>{full ? M.limitReached(list.limit) : M.limitNote(list.limit)}</p>
        {!full && (
          <a className="btn btn--primary" href="/mypage/memorial/add/">
            {M.add}
          </a>
        )}
      </div>
      {list.items.length === 0 ? (
        <p className="body-records__empty">{M.empty}</p>
      ) : (
        <ul className="body-cards" aria-label={M.listTitle}>
          {list.items.map((m) => (
            <RecordCard
              key={m.id}
              editHref={`/mypage/memorial/${m.id}/edit/`}
              text={M}
              question={M.removeConfirm(m.name)}
              asking={records.pending === m.id}
              onAsk={() => records.askRemove(m.id)}
              onYes={() => records.confirmRemove(m.id)}
              onNo={records.cancelRemove}
            >
              <p className="body-card__title">
                {M.dateOf(m.month, m.date)} {m.name}
              </p>
              <p>{M.target(m.target_user_name, divisionLabel(m.division_ct))}</p>
              <p className="body-card__meta">{m.call ? M.remindOn : M.remindOff}</p>
            </RecordCard>
          ))}
        </ul>
      )}
    </div>
  );
}
