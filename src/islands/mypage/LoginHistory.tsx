import { useEffect, useState } from 'react';
import { authApi } from '../../lib/auth/auth.api';
import type { GuardSettings } from '../../lib/auth/auth.guards';
import type { LoginHistory as Entry } from '../../lib/auth/auth.schema';
import { useGuard } from '../auth/useGuard';

const RESULT: Record<Entry['result'], string> = {
  success: 'ログイン成功',
  failure: 'パスワード誤り',
  locked: 'ロック中のため拒否',
  code_sent: '認証コード送信',
  code_failure: '認証コード誤り',
};

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
    if (ready)
      authApi.loginHistories(1).then(
        (r) => setRows(r?.data ?? []),
        () => setRows([]),
      );
  }, [ready]);
  if (!ready || !rows) return <p aria-busy="true">読み込み中…</p>;
  if (rows.length === 0) return <p>ログイン履歴はまだありません。</p>;
  return (
    <table className="data-table">
      <caption className="visually-hidden">最近のログイン履歴</caption>
      <thead>
        <tr>
          <th scope="col">日時</th>
          <th scope="col">結果</th>
          <th scope="col">IPアドレス</th>
          <th scope="col" className="data-table__ua">
            ブラウザ
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
