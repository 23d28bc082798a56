import {
  REVIEW_NOT_RECEIVED_MESSAGE,
  REVIEW_SUBMITTED_MESSAGE,
  REVIEWABLE_ORDER_STATUS,
  isUuid,
  reviewFormSchema,
  type ReviewEligibility,
} from '@sauda/commerce';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireSameUser, requireSelf, requireUser } from '../auth/require-user';
import type { Database } from '../db/database';
import { orderProducts, orders, products, reviews, users } from '../db/schema';
import { isUniqueViolation } from '../db/sql-state';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { mediaStoreOf } from '../uploads/media-store';
import { readForm } from '../uploads/read-form';
import { discardImages, saveImages } from '../uploads/save-images';
import { parseWith, readQuery, uuidParam } from '../validate';

/** Longest accepted review text. */
const COMMENT_MAX_LENGTH = 2000;
const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this product.';
const INVALID_USER_ID = 'Invalid user ID format';

const userIdField = z
  .string({ error: 'User ID is required' })
  .trim()
  .min(1, 'User ID is required')
  .refine(isUuid, INVALID_USER_ID)
  .transform((value) => value.toLowerCase());

const userReviewQuery = z.object({ userId: userIdField });

async function findProduct(db: Database, productId: string) {
  const [product] = await db
    .select({ id: products.id, shopId: products.shopId })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw refuse('product_not_found', 'Product not found.');
  return product;
}

async function hasReviewed(db: Database, productId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The order a line sits under (a shop's sub-order), beside the shopper's parent order. */
const lineOrders = alias(orders, 'line_orders');

/**
 * Of `userIds`, those with a delivered order containing the product: the buyers whose reviews are verified purchases
 * and who may review it. One query per list, walking each shopper's orders (`orders_user_parents`) to their lines
 * (`order_products_group`) rather than every line of a popular product.
 */
async function receivedBy(db: Database, productId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: orders.userId })
    .from(orders)
    .innerJoin(
      orderProducts,
      and(eq(orderProducts.orderGroupId, orders.orderGroupId), eq(orderProducts.productId, productId)),
    )
    .innerJoin(lineOrders, eq(lineOrders.id, orderProducts.orderId))
    .where(
      and(
        isNull(orders.parentOrderId),
        inArray(orders.userId, [...userIds]),
        eq(lineOrders.status, REVIEWABLE_ORDER_STATUS),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

const hasReceived = async (db: Database, productId: string, userId: string) =>
  (await receivedBy(db, productId, [userId])).has(userId);

/** The rating field as a number for the commerce rule; blank stays missing ('Rating is required'). */
const ratingOf = (text: string) => (text === '' ? undefined : Number(text));

/**
 * Product reviews. Reading is public; a user's own review, whether they may write one, and writing need that user's
 * token. As on the original backend (contract §3.19) and on Daraz, only a buyer may review: a shopper with a
 * delivered order containing the product, once. Each review in the list says whether its writer bought the product
 * (`verifiedPurchase`). The product's `AverageRating` and `RatingsCount` are computed from these rows, so they
 * change with each new review.
 */
export function reviewRoutes(deps: AppDeps) {
  const { db } = deps;
  const store = mediaStoreOf(deps);
  return new Hono()
    .get('/reviews/product/:id/reviews', async (c) => {
      const id = uuidParam(c, 'id', 'Invalid product ID format');
      await findProduct(db, id);
      const rows = await db
        .select({ review: reviews, userName: users.name, userImage: users.image })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.productId, id))
        .orderBy(desc(reviews.createdAt));
      const buyers = await receivedBy(db, id, [...new Set(rows.map(({ review }) => review.userId))]);
      return c.json(
        rows.map(({ review, userName, userImage }) => ({
          Id: review.id,
          userId: review.userId,
          userName,
          userImage,
          rating: review.rating,
          comment: review.comment,
          vendorReply: review.vendorReply,
          images: review.images,
          createdAt: review.createdAt.toISOString(),
          totalLikes: 0,
          userReacted: false,
          verifiedPurchase: buyers.has(review.userId),
        })),
      );
    })
    .get('/reviews/product/:id/review/user', async (c) => {
      const productId = uuidParam(c, 'id', 'Invalid product ID format');
      const { userId } = readQuery(c, userReviewQuery);
      await requireSelf(c, deps, userId);
      const [row] = await db
        .select({ review: reviews, productName: products.name, userName: users.name, userImage: users.image })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
        .orderBy(asc(reviews.createdAt))
        .limit(1);
      if (!row) throw refuse('review_not_found', 'No review found for this user and product.');
      const { review } = row;
      return c.json({
        Id: review.id,
        ProductId: review.productId,
        ProductName: row.productName,
        UserId: review.userId,
        UserName: row.userName,
        UserImage: row.userImage,
        Rating: review.rating,
        Comment: review.comment,
        Images: review.images,
        VendorReply: review.vendorReply,
        CreatedAt: review.createdAt.toISOString(),
      });
    })
    .get('/reviews/product/:id/eligibility', async (c) => {
      const productId = uuidParam(c, 'id', 'Invalid product ID format');
      const { userId } = readQuery(c, userReviewQuery);
      await requireSelf(c, deps, userId);
      await findProduct(db, productId);
      const eligibility: ReviewEligibility = (await hasReviewed(db, productId, userId))
        ? 'alreadyReviewed'
        : (await hasReceived(db, productId, userId))
          ? 'eligible'
          : 'notReceived';
      return c.json({ Eligibility: eligibility });
    })
    .post('/reviews/product/:id/review', async (c) => {
      const productId = uuidParam(c, 'id', 'Invalid product ID format');
      const self = await requireUser(c, deps);
      const form = await readForm(c);
      const userId = parseWith(userIdField, form.text('userId'));
      requireSameUser(self, userId);
      const echoed = form.text('productId');
      if (echoed && echoed.toLowerCase() !== productId)
        throw refuse('product_mismatch', 'productId does not match the product reviewed');
      const files = await form.files('images');
      const { rating, comment } = parseWith(reviewFormSchema, {
        rating: ratingOf(form.text('rating')),
        comment: form.text('comment'),
        images: files.map((file) => ({ name: file.name, size: file.bytes.byteLength })),
      });
      if (comment.length > COMMENT_MAX_LENGTH) {
        throw refuse('review_too_long', `Review text must be at most ${COMMENT_MAX_LENGTH} characters`, {
          max: COMMENT_MAX_LENGTH,
        });
      }
      const product = await findProduct(db, productId);
      if (await hasReviewed(db, productId, userId)) throw refuse('already_reviewed', ALREADY_REVIEWED_MESSAGE);
      if (!(await hasReceived(db, productId, userId)))
        throw refuse('review_needs_delivery', REVIEW_NOT_RECEIVED_MESSAGE);
      const images = await saveImages(store, files);
      try {
        await db.transaction(async (tx) => {
          // One review per user and product: the user's row lock orders that user's concurrent submissions.
          const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
          if (!user) throw refuse('user_not_found', 'User not found');
          if (await hasReviewed(tx as unknown as Database, productId, userId)) {
            throw refuse('already_reviewed', ALREADY_REVIEWED_MESSAGE);
          }
          await tx.insert(reviews).values({ productId, userId, shopId: product.shopId, rating, comment, images });
        });
      } catch (error) {
        await discardImages(store, images);
        // The unique index (product, user) backs the check above for any writer that skips the user's lock.
        throw isUniqueViolation(error) ? refuse('already_reviewed', ALREADY_REVIEWED_MESSAGE) : error;
      }
      return c.json({ message: REVIEW_SUBMITTED_MESSAGE }, 201);
    });
}
