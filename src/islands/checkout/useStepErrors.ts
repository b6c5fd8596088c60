import { useState } from 'react';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';

/** What a failed checkout step answered: field errors and one message. */
type StepFailure = { errors?: Record<string, string[]>; message: string };

/**
 * Field errors and the form's message of one checkout step. Typed values are not touched here,
 * so a failure only changes the messages.
 */
export function useStepErrors() {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);

  /** Forgets the error of a field the shopper edits. */
  const clearError = (key: string) =>
    setErrors((now) => {
      if (!now[key]) return now;
      const { [key]: _gone, ...rest } = now;
      return rest;
    });

  /** Shows a failure: one summary when several fields are wrong, and scrolls to the first. */
  const showFailure = (failure: StepFailure) => {
    setErrors(failure.errors ?? {});
    setMessage(
      failure.errors && Object.keys(failure.errors).length > 1 ? UI.fixErrors : failure.message,
    );
    document
      .querySelector('[role="alert"], [aria-invalid="true"]')
      ?.scrollIntoView({ block: 'center' });
  };

  return { errors, message, setMessage, clearError, showFailure };
}
