import { isUuid } from '@sauda/commerce';
import { and, asc, avg, count, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireSelf } from '../auth/require-user';
import { productColorVariants, productVariants, products, reviews, wishlist } from '../db/schema';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { readBody, uuidParam } from '../validate';

const uuid = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .refine(isUuid, { message: 'Invalid id format' })
    .transform((value) => value.toLowerCase());
const option = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((value) => (value ? value : null));

const entrySchema = z.object({ userId: uuid('userId'), productId: uuid('productId'), color: option, size: option });

const positive = (value: number | null | undefined) => (value && value > 0 ? value : null);

/**
 * `GET /wishlist/{userId}`, `POST /wishlist/add`, `POST /wishlist/remove` (404 when no saved entry matched), all for
 * the signed-in user only.
 */
export function wishlistRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono()
    .get('/wishlist/:userId', async (c) => {
      const userId = uuidParam(c, 'userId');
      await requireSelf(c, deps, userId);
      const rows = await db
        .select({ entry: wishlist, product: products })
        .from(wishlist)
        .innerJoin(products, eq(products.id, wishlist.productId))
        .where(eq(wishlist.userId, userId))
        .orderBy(asc(wishlist.createdAt), asc(wishlist.id));
      if (rows.length === 0) return c.json([]);
      const ids = [...new Set(rows.map((row) => row.product.id))];
      const [variants, colorVariants, ratings] = await Promise.all([
        db
          .select()
          .from(productVariants)
          .where(inArray(productVariants.productId, ids))
          .orderBy(asc(productVariants.position)),
        db
          .select()
          .from(productColorVariants)
          .where(inArray(productColorVariants.productId, ids))
          .orderBy(asc(productColorVariants.position)),
        db
          .select({ productId: reviews.productId, rating: avg(reviews.rating), total: count() })
          .from(reviews)
          .where(inArray(reviews.productId, ids))
          .groupBy(reviews.productId),
      ]);
      return c.json(
        rows.map(({ entry, product }) => {
          let price: number | null = positive(product.price);
          let oldPrice: number | null = positive(product.oldPrice);
          // The saved colour and size, else (an entry saved without them) the price the product displays:
          // its first colour variant, else the first size of its first variant.
          const ownColours = colorVariants.filter((v) => v.productId === product.id);
          const ownVariants = variants.filter((v) => v.productId === product.id);
          const colour = entry.color
            ? ownColours.find((v) => v.color === entry.color)
            : entry.size
              ? undefined
              : ownColours[0];
          const variant = entry.color ? ownVariants.find((v) => v.variantColor === entry.color) : ownVariants[0];
          const sized = entry.size ? variant?.sizes.find((s) => s.size === entry.size) : variant?.sizes[0];
          if (colour) {
            price = positive(colour.price);
            oldPrice = positive(colour.oldPrice);
          } else if (sized) {
            price = positive(sized.price);
            oldPrice = positive(sized.oldprice);
          }
          const rating = ratings.find((r) => r.productId === product.id);
          return {
            WishlistId: entry.id,
            ProductId: product.id,
            Name: product.name,
            Description: product.description,
            Images: product.images,
            Brand: product.brand,
            Color: entry.color,
            Size: entry.size,
            Rating: rating?.rating ? Math.round(Number(rating.rating) * 10) / 10 : 0,
            RatingsCount: rating?.total ?? 0,
            Price: price,
            OldPrice: oldPrice,
            CreatedAt: entry.createdAt.toISOString(),
          };
        }),
      );
    })
    .post('/wishlist/add', async (c) => {
      const body = await readBody(c, entrySchema);
      await requireSelf(c, deps, body.userId);
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, body.productId));
      if (!product) throw refuse('product_not_found', 'Product not found');
      const inserted = await db
        .insert(wishlist)
        .values({ userId: body.userId, productId: body.productId, color: body.color, size: body.size })
        .onConflictDoNothing()
        .returning({ id: wishlist.id });
      if (inserted.length === 0) throw refuse('already_in_wishlist', 'Item already in wishlist!');
      return c.json({ message: 'Item added to wishlist successfully' });
    })
    .post('/wishlist/remove', async (c) => {
      const body = await readBody(c, entrySchema);
      await requireSelf(c, deps, body.userId);
      const removed = await db
        .delete(wishlist)
        .where(
          and(
            eq(wishlist.userId, body.userId),
            eq(wishlist.productId, body.productId),
            body.color === null ? undefined : eq(wishlist.color, body.color),
            body.size === null ? undefined : eq(wishlist.size, body.size),
          ),
        )
        .returning({ id: wishlist.id });
      // The legacy backend answers 200 when nothing matched, so a client could not tell it removed nothing.
      if (removed.length === 0) throw refuse('not_in_wishlist', 'Item not found in wishlist');
      return c.json({ message: 'Item removed from wishlist successfully' });
    });
}
