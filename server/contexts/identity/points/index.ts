/** The points domain's public face: what an order earns and spends, balances, history and expiry. */
/** Records a placed order's points (used and earned), and settles them when it is cancelled. */
export { recordOrderPoints, settleCancelledOrder } from './points.commands';
/** Points an order earns and when they lapse. */
export { pointsExpireAt, pointsToEarn } from './points.model';
/** A member's balance and history, and the writes a point adjustment or an order's use makes to them. */
export {
  addToBalance,
  earnedOnOrder,
  lockBalance,
  pagePointHistories,
  pointBalanceOf,
  recordPoints,
  spendPoints,
} from './points.queries';
/** The points-expiry job: its name and its handler. */
export { expirePoints, POINTS_EXPIRY_JOB } from './points-expiry.commands';
