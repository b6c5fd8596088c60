import type { ButtonHTMLAttributes, Ref } from 'react';
import { useHydrated } from './useHydrated';

/** A button that stays disabled until its island hydrates, so an early click is never lost. */
export default function Button({
  disabled,
  type = 'button',
  ref,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  const hydrated = useHydrated();
  return <button ref={ref} type={type} disabled={!hydrated || disabled} {...rest} />;
}
