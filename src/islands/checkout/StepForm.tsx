import type { FormEvent, ReactNode } from 'react';
import ErrorAlert from '../shared/ErrorAlert';

/** A checkout (or gift) step's form: the step's failure message first, then its fields. */
export default function StepForm(props: {
  message: string | null;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}) {
  return (
    <form className="account-form checkout-form" onSubmit={props.onSubmit} noValidate>
      <ErrorAlert text={props.message} />
      {props.children}
    </form>
  );
}
