import { ORDER_MESSAGES as M } from '../../../../contract/orders/orders.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';

/** 404 exactly as for a missing order (another member's order answers the same). */
export const orderNotFound = () =>
  new ApiException(404, ERROR_CODES.notFound, undefined, M.notFound);
