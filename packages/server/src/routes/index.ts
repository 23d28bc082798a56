import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { authRoutes } from './auth';
import { devOutboxRoutes } from './dev-outbox';
import { followRoutes } from './follows';
import { healthRoutes } from './health';
import { passwordResetRoutes } from './password-reset';
import { mediaRoutes } from './media';
import { productRoutes } from './products';
import { reviewRoutes } from './reviews';
import { shopRoutes } from './shops';
import { taxonomyRoutes } from './taxonomy';
import { wishlistRoutes } from './wishlist';

/** Every `/api/v1` route group. */
export function apiRoutes(deps: AppDeps) {
  const api = new Hono({ strict: false });
  for (const group of [
    healthRoutes,
    mediaRoutes,
    productRoutes,
    taxonomyRoutes,
    shopRoutes,
    reviewRoutes,
    authRoutes,
    passwordResetRoutes,
    devOutboxRoutes,
    wishlistRoutes,
    followRoutes,
  ]) {
    api.route('/', group(deps));
  }
  return api;
}
