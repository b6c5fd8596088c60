import type { Db, Tx } from '../../db/client';
import type { Allowance } from './allowance.model';

/**
 * What the cart asks of the domains built on it (shareholder benefits). They import the cart, so
 * the cart reaches them only through these hooks, which the app sets at start-up.
 */
export type CartHooks = {
  /** What a member's usable vouchers in a channel hold now: yen of points and item units. */
  memberAllowance(db: Db | Tx, userId: number, channelId: string): Promise<Allowance>;
};

let hooks: CartHooks | null = null;

/** Sets the hooks the cart calls into shareholder benefits (createApp does, at start-up). */
export function configureCartHooks(set: CartHooks): void {
  hooks = set;
}

/** The hooks set at start-up. */
export function cartHooks(): CartHooks {
  if (!hooks) throw new Error('The cart has no hooks (createApp sets them).');
  return hooks;
}
