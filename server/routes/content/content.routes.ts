import { Hono } from 'hono';
import type { AppEnv } from '../../http/types';
import { bannerRoutes } from '../banners/banners.routes';
import { blogRoutes } from '../blogs/blogs.routes';
import { brandRoutes } from '../brands/brands.routes';
import { catalogOrderRoutes } from '../catalog-orders/catalog-orders.routes';
import { faqRoutes } from '../faq/faq.routes';
import { lpRoutes } from '../lp/lp.routes';
import { makerRoutes } from '../makers/makers.routes';
import { messageRoutes } from '../messages/messages.routes';
import { newsRoutes } from '../news/news.routes';
import { popupRoutes } from '../popups/popups.routes';
import { staticPageRoutes } from '../static-pages/static-pages.routes';
import { stylistRoutes } from '../stylists/stylists.routes';
import { freeAreaRoutes } from './free-areas.routes';

/** Every content route under `/v1`: top-page parts, taxonomy, articles, pages, promotions. */
export const contentRoutes = new Hono<AppEnv>()
  .route('/', bannerRoutes)
  .route('/', freeAreaRoutes)
  .route('/', popupRoutes)
  .route('/', messageRoutes)
  .route('/', makerRoutes)
  .route('/', brandRoutes)
  .route('/', stylistRoutes)
  .route('/', blogRoutes)
  .route('/', newsRoutes as unknown as Hono<AppEnv>)
  .route('/', faqRoutes)
  .route('/', staticPageRoutes)
  .route('/', lpRoutes as unknown as Hono<AppEnv>)
  .route('/', catalogOrderRoutes as unknown as Hono<AppEnv>);
