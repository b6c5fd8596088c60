import { type SubmitEvent, useId, useState } from 'react';
import { COMMUNITY_MESSAGES as M } from '../../../contract/catalog/community.messages';
import type { Question } from '../../../contract/catalog/community.schema';
import { askQuestion } from '../../lib/catalog/community.store';
import { BotNotice } from '../shared/BotNotice';
import Button from '../shared/Button';

type Props = { productId: number; onAsked: (question: Question) => void };

/** A member's form to ask about a product (loaded only for members: guests never fetch it). */
export default function QuestionForm({ productId, onAsked }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await askQuestion(productId, text);
    setBusy(false);
    if (!result.ok) {
      setError(result.errors.question?.join(' ') ?? result.message);
      return;
    }
    setError('');
    setText('');
    setNotice(M.questionPosted);
    onAsked(result.value);
  }

  return (
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
  );
}
