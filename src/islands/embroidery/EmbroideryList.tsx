import { useStore } from '@nanostores/react';
import { EMBROIDERY_MESSAGES as M } from '../../../contract/embroidery/embroidery.messages';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { scriptLabel } from '../../lib/embroidery/embroidery.model';
import {
  $embroideries,
  loadEmbroideries,
  removeEmbroidery,
} from '../../lib/embroidery/embroidery.store';
import ListStatus from '../shared/ListStatus';
import { Notice } from '../shared/Notice';
import RecordCard from '../shared/RecordCard';
import { useRecordList } from '../shared/useRecordList';

const ACTIONS = { load: loadEmbroideries, remove: removeEmbroidery, removedText: M.removed };

/** /mypage/name-embroidery/: the member's saved names with add, change and delete. */
export default function EmbroideryList({ settings }: { settings: GuardSettings }) {
  const records = useRecordList(settings, ACTIONS);
  const list = useStore($embroideries);
  if (!records.ready || list.status === 'loading')
    return <ListStatus failed={false} text={M.loading} />;
  if (list.status === 'error') return <ListStatus failed text={M.loadFailed} />;

  const full = list.items.length >= list.limit;
  return (
    <div className="body-records">
      <Notice notice={records.notice} />
      <div className="body-records__head">
        <p>{full ? M.limitReached(list.limit) : ''}</p>
        {!full && (
          <a className="btn btn--primary" href="/mypage/name-embroidery/edit/">
            {M.add}
          </a>
        )}
      </div>
      {list.items.length === 0 ? (
        <p className="body-records__empty">{M.empty}</p>
      ) : (
        <ul className="body-cards" aria-label={M.title}>
          {list.items.map((e) => (
            <RecordCard
              key={e.id}
              editHref={`/mypage/name-embroidery/edit/?id=${e.id}`}
              text={M}
              question={M.removeConfirm(e.name)}
              asking={records.pending === e.id}
              onAsk={() => records.askRemove(e.id)}
              onYes={() => records.confirmRemove(e.id)}
              onNo={records.cancelRemove}
            >
              <p className="body-card__title">{M.summary(e.name, e.color_name)}</p>
              <p className="body-card__meta">{scriptLabel(e.script)}</p>
            </RecordCard>
          ))}
        </ul>
      )}
    </div>
  );
}
