import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { USER_LIST_MESSAGES as M } from '../../../contract/favourites/user-lists.messages';
import type { UserList } from '../../../contract/favourites/user-lists.schema';
import { USER_LIST_NAME_MAX } from '../../../contract/favourites/user-lists.schema';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { $userLists, createUserList, loadUserLists } from '../../lib/favourites/user-lists.store';
import { useGuard } from '../auth/useGuard';
import Button from '../shared/Button';
import Loading from '../shared/Loading';
import { Notice, type NoticeState } from '../shared/Notice';
import { useBusy } from '../shared/useBusy';
import ListRow from './ListRow';

/** /mypage/list/: the member's lists with counts; create, rename and delete (with confirmation). */
export default function UserLists({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const { status, lists } = useStore($userLists);
  const [notice, setNotice] = useState<NoticeState>(null);
  useEffect(() => {
    if (ready) void loadUserLists();
  }, [ready]);
  if (!ready || status === 'idle' || status === 'loading') {
    return <Loading text={M.loading} />;
  }
  if (status === 'error') {
    return (
      <p className="message message--error" role="alert">
        {M.loadFailed}
      </p>
    );
  }
  return (
    <>
      <CreateForm onDone={setNotice} />
      <Notice notice={notice} />
      {lists.length === 0 ? (
        <p>{M.noLists}</p>
      ) : (
        <ul className="user-lists" aria-label={M.title}>
          {lists.map((list: UserList) => (
            <ListRow key={list.key} list={list} onDone={setNotice} />
          ))}
        </ul>
      )}
    </>
  );
}

/** リストを作成: keeps the typed name when the server refuses it. */
function CreateForm({ onDone }: { onDone: (n: NoticeState) => void }) {
  const [name, setName] = useState('');
  const [busy, whileBusy] = useBusy();
  const [error, setError] = useState<string | null>(null);
  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const result = await whileBusy(() => createUserList(name));
    setError(result.ok ? null : result.message);
    if (result.ok) {
      onDone({ error: false, text: M.created(name.trim()) });
      setName('');
    }
  }
  return (
    <form className="user-list-create" onSubmit={submit} noValidate>
      <label htmlFor="user-list-name">{M.nameLabel}</label>
      <input
        id="user-list-name"
        value={name}
        maxLength={USER_LIST_NAME_MAX * 2}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'user-list-name-error' : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" className="btn btn--primary" disabled={busy}>
        {M.create}
      </Button>
      {error && (
        <p id="user-list-name-error" className="message message--error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
