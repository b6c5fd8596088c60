import { type Context, Hono } from 'hono';
import { LikeResultSchema } from '../../../../contract/favourites/favourites.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { type MemberEnv, requireMember } from '../../../http/auth';
import { ApiException } from '../../../http/errors';
import { describeOperation } from '../../../openapi/describe-operation';
import { findProduct } from '../catalog/index';
import { like, unlike } from './favourites.queries';

type Ctx = Context<MemberEnv>;

async function productId(c: Ctx): Promise<number> {
  const row = await findProduct(c.get('database').db, c.get('channel').id, {
    key: c.req.param('key') ?? '',
  });
  if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
  return row.id;
}

/** Favourites: `POST` adds a product to the member's list, `DELETE` removes it from every list. */
/** The description of adding or removing a favourite. */
const likeChange = (summary: string) =>
  ({ summary, tag: 'favourites', response: LikeResultSchema, errors: [401, 404] }) as const;

export const likeRoutes = new Hono<MemberEnv>()
  .post(
    '/products/:key/likes',
    describeOperation(likeChange('お気に入りに追加（会員）')),
    requireMember,
    async (c) => {
      const id = await productId(c);
      await like(c.get('database').db, c.get('userId'), id);
      return c.json({ product_id: id, is_favorite: true }, 201);
    },
  )
  .delete(
    '/products/:key/likes',
    describeOperation(likeChange('お気に入りから削除（会員）')),
    requireMember,
    async (c) => {
      const id = await productId(c);
      await unlike(c.get('database').db, c.get('userId'), id);
      return c.json({ product_id: id, is_favorite: false });
    },
  );
