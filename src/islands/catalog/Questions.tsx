import { lazy, Suspense, useEffect, useState } from 'react';
import type { Question } from '../../../contract/catalog/community-read.schema';
import { COMMUNITY_VIEW_MESSAGES as M } from '../../../contract/catalog/community-view.messages';
import { loadQuestions } from '../../lib/catalog/community.store';
import { useSessionAfterMount } from './useSessionAfterMount';

// Members only: the form (with the reCAPTCHA notice) loads once the session says so.
const QuestionForm = lazy(() => import('./QuestionForm'));

type Props = { productId: number; productKey: string };

/** Questions and answers about a product, and a form to ask one (members). */
export default function Questions({ productId, productKey }: Props) {
  const session = useSessionAfterMount();
  const [list, setList] = useState<Question[] | null>(null);

  useEffect(() => {
    loadQuestions(productKey, 1).then((res) => setList(res?.questions ?? []));
  }, [productKey]);

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
        <Suspense fallback={null}>
          <QuestionForm productId={productId} onAsked={(q) => setList((l) => [q, ...(l ?? [])])} />
        </Suspense>
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
