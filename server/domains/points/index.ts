/** The points domain's public face: what an order earns and spends, balances, history and expiry. */
/** Records a placed order's points: those used and those it earns. */
export { recordOrderPoints } from './points.commands';
/** Points an order earns, when they lapse, and what a cancellation takes back. */
export { pointsExpireAt, pointsToEarn, takeBack } from './points.model';
/** A member's balance and history, and the writes an order's release makes to them. */
export {
  addToBalance,
  earnedOnOrder,
  lockBalance,
  pagePointHistories,
  pointBalanceOf,
  recordPoints,
} from './points.queries';
/** The points-expiry job: its name and its handler. */
export { expirePoints, POINTS_EXPIRY_JOB } from './points-expiry.commands';
