import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $session, checkSession } from '../../lib/session/session.store';

/** /register/complete/: thanks, and where the verification mail went. */
export default function RegisterComplete() {
  const session = useStore($session);
  useEffect(() => {
    checkSession();
  }, []);
  return (
    <div className="account-panel">
      <p className="message message--success" role="status">
        会員登録のお申し込みを受け付けました。
      </p>
      <p>
        ご登録のメールアドレスに確認メールをお送りしました。メール内のリンクを開いて、メールアドレスの確認を完了してください。
      </p>
      <p>メールが届かない場合は、迷惑メールフォルダもご確認ください。</p>
      {session.isLogin ? (
        <a className="btn btn--block" href="/ec/">
          会員ホームへ
        </a>
      ) : (
        <a className="btn btn--block" href="/login/">
          ログイン画面へ
        </a>
      )}
      <a className="btn btn--ghost btn--block" href="/">
        トップページへ戻る
      </a>
    </div>
  );
}
