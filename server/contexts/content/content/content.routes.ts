import { Hono } from 'hono';
import type { AppEnv } from '../../../http/types';
import { layoutRoutes } from '../layouts/index';
import { filesContentsRoutes } from '../media/index';
import { newsRoutes } from '../news/index';
import { bannerRoutes } from './banners.routes';
import { blogRoutes } from './blogs.routes';
import { faqRoutes } from './faq.routes';
import { freeAreaRoutes } from './free-areas.routes';
import { messageRoutes } from './messages.routes';
import { popupRoutes } from './popups.routes';
import { staticPageRoutes } from './static-pages.routes';
import { stylistRoutes } from './stylists.routes';

/** Every content route under `/v1`: top-page parts, taxonomy, articles, pages, promotions. */
export const contentRoutes = new Hono<AppEnv>()
  .route('/', bannerRoutes)
  .route('/', freeAreaRoutes)
  .route('/', layoutRoutes)
  .route('/', filesContentsRoutes)
  .route('/', popupRoutes)
  .route('/', messageRoutes)
  .route('/', stylistRoutes)
  .route('/', blogRoutes)
  .route('/', newsRoutes as unknown as Hono<AppEnv>)
  .route('/', faqRoutes)
  .route('/', staticPageRoutes);
