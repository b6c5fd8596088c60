import { useEffect, useState } from 'react';
import { AUTH_MESSAGES as M } from '../../../contract/auth/auth.messages';
import type { LoginHistory as Entry } from '../../../contract/auth/auth.schema';
import { loadLoginHistories } from '../../lib/auth/auth.store';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { useGuard } from '../auth/useGuard';
import Loading from '../shared/Loading';

const RESULT: Record<Entry['result'], string> = M.historyResults;

function when(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${p(d.getMonth() + 1)}.${p(d.getDate())} ${d.getHours()}:${p(d.getMinutes())}`;
}

/** /mypage/login_history/: time, IP, browser and result of recent logins. */
export default function LoginHistory({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const [rows, setRows] = useState<Entry[] | null>(null);
  useEffect(() => {
    if (ready) void loadLoginHistories().then(setRows);
  }, [ready]);
  if (!ready || !rows) return <Loading text={M.historyLoading} />;
  if (rows.length === 0) return <p>{M.historyEmpty}</p>;
  return (
    <table className="data-table">
      <caption className="visually-hidden">{M.historyCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{M.historyWhen}</th>
          <th scope="col">{M.historyResult}</th>
          <th scope="col">{M.historyIp}</th>
          <th scope="col" className="data-table__ua">
            {M.historyBrowser}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>{when(r.created_at)}</td>
            <td className="data-table__result">{RESULT[r.result]}</td>
            <td>{r.ip}</td>
            <td className="data-table__ua">{r.user_agent.slice(0, 60)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
