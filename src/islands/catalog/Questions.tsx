import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { COMMUNITY_MESSAGES as M } from '../../lib/catalog/community.messages';
import type { Question } from '../../lib/catalog/community.schema';
import { askQuestion, loadQuestions } from '../../lib/catalog/community.store';
import { BotNotice } from '../shared/BotNotice';
import Button from '../shared/Button';
import { useBusy } from '../shared/useBusy';
import { useSessionAfterMount } from './useSessionAfterMount';

type Props = { productId: number; productKey: string };

/** Questions and answers about a product, and a form to ask one (members). */
export default function Questions({ productId, productKey }: Props) {
  const session = useSessionAfterMount();
  const id = useId();
  const [list, setList] = useState<Question[] | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, whileBusy] = useBusy();

  useEffect(() => {
    loadQuestions(productKey, 1).then((res) => setList(res?.questions ?? []));
  }, [productKey]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await whileBusy(() => askQuestion(productId, text));
    if (!result.ok) {
      setError(result.errors.question?.join(' ') ?? result.message);
      return;
    }
    setError('');
    setText('');
    setNotice(M.questionPosted);
    setList((l) => [result.value, ...(l ?? [])]);
  }

  return (
    <section className="product-detail__body" aria-labelledby="qa-title">
      <h2 className="section-title" id="qa-title">
        {M.qa}
      </h2>
      {list?.length === 0 && <p>{M.noQuestions}</p>}
      <dl className="qa-list">
        {list?.map((q) => (
          <div key={q.id} className="qa">
            <dt>
              <span className="qa__mark">Q</span> {q.question}
            </dt>
            <dd>
              <span className="qa__mark">A</span> {q.answer ?? M.awaitingAnswer}
            </dd>
          </div>
        ))}
      </dl>
      {session.isLogin ? (
        <form className="review-form" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-q`}>{M.questionLabel}</label>
          <textarea
            id={`${id}-q`}
            rows={3}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-err` : undefined}
          />
          {error && (
            <p className="field-error" id={`${id}-err`} role="alert">
              {error}
            </p>
          )}
          <Button type="submit" className="btn" disabled={busy}>
            {M.askQuestion}
          </Button>
          <BotNotice />
          <div aria-live="polite">
            {notice && (
              <p className="message message--success" role="status">
                {notice}
              </p>
            )}
          </div>
        </form>
      ) : (
        session.check && (
          <p>
            <a href="/login/">{M.loginToAsk}</a>
          </p>
        )
      )}
    </section>
  );
}
