import { useState } from 'react';
import { USER_LIST_MESSAGES as M } from '../../../contract/favourites/user-lists.messages';
import type { UserList } from '../../../contract/favourites/user-lists.schema';
import { removeUserList, renameUserList } from '../../lib/favourites/user-lists.store';
import Button from '../shared/Button';
import ErrorAlert from '../shared/ErrorAlert';
import type { NoticeState } from '../shared/Notice';
import { useBusy } from '../shared/useBusy';

type Mode = 'view' | 'rename' | 'confirm';

/** One list: its name (a link), count, and rename / delete for lists other than お気に入り. */
export default function ListRow({
  list,
  onDone,
}: {
  list: UserList;
  onDone: (n: NoticeState) => void;
}) {
  const [mode, setMode] = useState<Mode>('view');
  const [name, setName] = useState(list.name);
  const [busy, whileBusy] = useBusy();
  const [error, setError] = useState<string | null>(null);
  const inputId = `rename-${list.key}`;

  async function rename(event: { preventDefault(): void }) {
    event.preventDefault();
    const result = await whileBusy(() => renameUserList(list.key, name));
    setError(result.ok ? null : result.message);
    if (result.ok) {
      setMode('view');
      onDone({ error: false, text: M.renamed });
    }
  }
  async function remove() {
    const result = await whileBusy(() => removeUserList(list.key));
    if (result.ok) onDone({ error: false, text: M.removed });
    else setError(result.message);
  }

  return (
    <li className="user-list">
      <p className="user-list__head">
        <a href={`/mypage/list/${encodeURIComponent(list.key)}/`}>{list.name}</a>
        <span className="user-list__count">{M.count(list.count)}</span>
      </p>
      {!list.is_default && mode === 'view' && (
        <p className="user-list__actions">
          <Button
            className="btn btn--ghost btn--small"
            aria-label={M.renameLabel(list.name)}
            onClick={() => setMode('rename')}
          >
            {M.rename}
          </Button>
          <Button
            className="btn btn--ghost btn--small"
            aria-label={M.removeLabel(list.name)}
            onClick={() => setMode('confirm')}
          >
            {M.remove}
          </Button>
        </p>
      )}
      {mode === 'rename' && (
        <form className="user-list__rename" onSubmit={rename} noValidate>
          <label htmlFor={inputId}>{M.renameLabel(list.name)}</label>
          <input id={inputId} value={name} onChange={(e) => setName(e.target.value)} />
          <Button type="submit" className="btn btn--primary btn--small" disabled={busy}>
            {M.save}
          </Button>
          <Button className="btn btn--ghost btn--small" onClick={() => setMode('view')}>
            {M.cancel}
          </Button>
        </form>
      )}
      {mode === 'confirm' && (
        <fieldset className="user-list__confirm">
          <legend>{M.confirmRemove(list.name)}</legend>
          <Button className="btn btn--primary btn--small" disabled={busy} onClick={remove}>
            {M.confirmYes}
          </Button>
          <Button className="btn btn--ghost btn--small" onClick={() => setMode('view')}>
            {M.cancel}
          </Button>
        </fieldset>
      )}
      <ErrorAlert text={error} />
    </li>
  );
}
