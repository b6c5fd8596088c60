import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { EMBROIDERY_MESSAGES as M } from '../../lib/embroidery/embroidery.messages';
import { scriptLabel } from '../../lib/embroidery/embroidery.model';
import {
  $embroideries,
  loadEmbroideries,
  removeEmbroidery,
} from '../../lib/embroidery/embroidery.store';
import { takeFlash } from '../../lib/shared/flash.store';
import { useGuard } from '../auth/useGuard';
import Button from '../shared/Button';

/** /mypage/name-embroidery/: the member's saved names with add, change and delete. */
export default function EmbroideryList({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const list = useStore($embroideries);
  const [pending, setPending] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!ready) return;
    void loadEmbroideries();
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
    const result = await removeEmbroidery(id);
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
            <li key={e.id} className="body-card">
              <p className="body-card__title">{M.summary(e.name, e.color_name)}</p>
              <p className="body-card__meta">{scriptLabel(e.script)}</p>
              <div className="body-card__actions">
                <a className="btn btn--ghost" href={`/mypage/name-embroidery/edit/?id=${e.id}`}>
                  {M.edit}
                </a>
                <Button className="btn btn--ghost" onClick={() => setPending(e.id)}>
                  {M.remove}
                </Button>
              </div>
              {pending === e.id && (
                <div className="body-card__confirm">
                  <p>{M.removeConfirm(e.name)}</p>
                  <Button className="btn btn--primary" onClick={() => remove(e.id)}>
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
