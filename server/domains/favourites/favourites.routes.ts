import { type Context, Hono } from 'hono';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { type MemberEnv, requireMember } from '../../http/auth';
import { ApiException } from '../../http/errors';
import { findProduct } from '../catalog/catalog.queries';
import { like, unlike } from './favourites.queries';

type Ctx = Context<MemberEnv>;

async function productId(c: Ctx): Promise<number> {
  const row = await findProduct(
    c.get('database').db,
    c.get('channel').id,
    c.req.param('key') ?? '',
  );
  if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
  return row.id;
}

/** Favourites: `POST` adds a product to the member's list, `DELETE` removes it from every list. */
export const likeRoutes = new Hono<MemberEnv>()
  .post('/products/:key/likes', requireMember, async (c) => {
    const id = await productId(c);
    await like(c.get('database').db, c.get('userId'), id);
    return c.json({ product_id: id, is_favorite: true }, 201);
  })
  .delete('/products/:key/likes', requireMember, async (c) => {
    const id = await productId(c);
    await unlike(c.get('database').db, c.get('userId'), id);
    return c.json({ product_id: id, is_favorite: false });
  });
