import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { products, reviews, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { uuidParam } from '../validate';

/** `GET /reviews/product/{id}/reviews`: the product's reviews, newest first (camelCase, as the legacy backend). */
export function reviewRoutes({ db }: AppDeps) {
  return new Hono().get('/reviews/product/:id/reviews', async (c) => {
    const id = uuidParam(c, 'id', 'Invalid product ID format');
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
    if (!product) throw notFound('Product not found.');
    const rows = await db
      .select({ review: reviews, userName: users.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.productId, id))
      .orderBy(desc(reviews.createdAt));
    return c.json(
      rows.map(({ review, userName }) => ({
        Id: review.id,
        userId: review.userId,
        userName,
        rating: review.rating,
        comment: review.comment,
        vendorReply: review.vendorReply,
        images: review.images,
        createdAt: review.createdAt.toISOString(),
        totalLikes: 0,
        userReacted: false,
      })),
    );
  });
}
