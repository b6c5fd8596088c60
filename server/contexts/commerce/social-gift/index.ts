/** A social gift's part in shipping: refusing an unaccepted gift, mailing links, marking shipped. */
export { giftShipRefusal, mailLinksOnPayment, markGiftsShipped } from './gift-fulfilment.commands';
/** Mailing a gift's link; what the order decision asks of a gift cart (checkout's order hooks). */
export {
  addGiftShipment,
  checkGiftOrder,
  checkGiftSplit,
  createOrderGift,
  isGiftCart,
  queueLinkMail,
} from './gift-order.commands';
/** Accepting a gift: the waiting gift locked, the date checked, the acceptance recorded, the buyer mailed. */
export {
  checkedDelivery,
  lockWaitingGift,
  queueAcceptedMail,
  recordAcceptance,
} from './recipient.commands';
/** Gift URLs, expiry text and the reminder setting. */
export { expiryText, giftUrl, REMIND_SETTING, settingDays } from './social-gift.model';
/** Gift rows: found by token, updated, waiting, cancelled with their order; an order's gift as its buyer sees it. */
export {
  cancelGiftsOfOrder,
  findGiftByToken,
  socialGiftOf,
  updateGift,
  waitingGiftsBefore,
} from './social-gift.queries';
/** The recipient's gift calls (`/v1/social-gifts/{token}`…; accepting one is a workflow's). */
export { socialGiftRoutes } from './social-gift.routes';
