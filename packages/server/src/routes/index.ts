import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { authRoutes } from './auth';
import { cancellationRoutes } from './cancellations';
import { couponRoutes } from './coupons';
import { devOutboxRoutes } from './dev-outbox';
import { followRoutes } from './follows';
import { passwordResetRoutes } from './password-reset';
import { mediaRoutes } from './media';
import { orderRoutes } from './orders';
import { productRoutes } from './products';
import { questionRoutes } from './questions';
import { returnRoutes } from './returns';
import { reviewRoutes } from './reviews';
import { shopRoutes } from './shops';
import { taxonomyRoutes } from './taxonomy';
import { wishlistRoutes } from './wishlist';
import { userRoutes } from './user';
import { addressRoutes } from './addresses';
import { contactRoutes } from './contact';
import { openApiRoutes } from './openapi';

/** Every `/api/v1` route group but the health probes, which `createApp` mounts ahead of the request count. */
export function apiRoutes(deps: AppDeps) {
  const api = new Hono({ strict: false });
  for (const group of [
    mediaRoutes,
    productRoutes,
    taxonomyRoutes,
    shopRoutes,
    reviewRoutes,
    questionRoutes,
    authRoutes,
    passwordResetRoutes,
    devOutboxRoutes,
    wishlistRoutes,
    followRoutes,
    couponRoutes,
    orderRoutes,
    cancellationRoutes,
    returnRoutes,
    userRoutes,
    addressRoutes,
    contactRoutes,
    openApiRoutes,
  ]) {
    api.route('/', group(deps));
  }
  return api;
}
