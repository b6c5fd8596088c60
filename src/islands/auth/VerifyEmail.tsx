import { useEffect, useState } from 'react';
import { checkEmailToken } from '../../lib/account/account.actions';

/** /verify/email/?token=…: confirms the address from the mailed link. */
export default function VerifyEmail() {
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    checkEmailToken(token).then((r) =>
      setState(
        r.ok
          ? { ok: true, message: 'メールアドレスの確認が完了しました。ありがとうございます。' }
          : { ok: false, message: r.message },
      ),
    );
  }, []);
  if (!state) return <p aria-busy="true">確認しています…</p>;
  return (
    <div className="account-panel">
      <p
        className={`message ${state.ok ? 'message--success' : 'message--error'}`}
        role={state.ok ? 'status' : 'alert'}
      >
        {state.message}
      </p>
      <a className="btn btn--block" href="/ec/">
        会員ホームへ
      </a>
    </div>
  );
}
