import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { MEMORIAL_MESSAGES as M } from '../../lib/memorials/memorials.messages';
import { divisionLabel } from '../../lib/memorials/memorials.model';
import { $memorials, loadMemorials, removeMemorial } from '../../lib/memorials/memorials.store';
import { takeFlash } from '../../lib/shared/flash.store';
import { useGuard } from '../auth/useGuard';
import Button from '../shared/Button';

/** /mypage/memorial/: the member's memorial days with add, change and delete. */
export default function MemorialList({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const list = useStore($memorials);
  const [pending, setPending] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!ready) return;
    void loadMemorials();
    const flashed = takeFlash();
    if (flashed) setNotice({ error: flashed.type === 'negative', text: flashed.message });
  }, [ready]);

  if (!ready || list.status === 'loading') return <p aria-busy="true">{M.loading}</p>;
  if (list.status === 'error') {
    return (
      <p className="message message--error" role="alert">
        {M.loadFailed}
      </p>
    );
  }

  async function remove(id: number) {
    setPending(null);
    const result = await removeMemorial(id);
    setNotice(
      result.ok ? { error: false, text: M.removed } : { error: true, text: result.message },
    );
  }

  const full = list.items.length >= list.limit;
  return (
    <div className="body-records">
      <div aria-live="polite">
        {notice && (
          <p
            className={`message ${notice.error ? 'message--error' : 'message--success'}`}
            role={notice.error ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        )}
      </div>
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
            <li key={m.id} className="body-card">
              <p className="body-card__title">
                {M.dateOf(m.month, m.date)} {m.name}
              </p>
              <p>{M.target(m.target_user_name, divisionLabel(m.division_ct))}</p>
              <p className="body-card__meta">{m.call ? M.remindOn : M.remindOff}</p>
              <div className="body-card__actions">
                <a className="btn btn--ghost" href={`/mypage/memorial/${m.id}/edit/`}>
                  {M.edit}
                </a>
                <Button className="btn btn--ghost" onClick={() => setPending(m.id)}>
                  {M.remove}
                </Button>
              </div>
              {pending === m.id && (
                <div className="body-card__confirm">
                  <p>{M.removeConfirm(m.name)}</p>
                  <Button className="btn btn--primary" onClick={() => remove(m.id)}>
                    {M.removeYes}
                  </Button>
                  <Button className="btn btn--ghost" onClick={() => setPending(null)}>
                    {M.removeNo}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
