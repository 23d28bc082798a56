import { isUuid } from '@sauda/commerce';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireSelf } from '../auth/require-user';
import { shopFollows, shops } from '../db/schema';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { readBody, uuidParam } from '../validate';

const uuid = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .refine(isUuid, { message: 'Invalid userId or shopId format' })
    .transform((value) => value.toLowerCase());
const followSchema = z.object({ userId: uuid('userId'), shopId: uuid('shopId') });

/** Following shops: exact, idempotent counts that never go negative. */
export function followRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono()
    .get('/user/:userId/follows/:shopId', async (c) => {
      const userId = uuidParam(c, 'userId', 'Invalid userId or shopId format');
      const shopId = uuidParam(c, 'shopId', 'Invalid userId or shopId format');
      await requireSelf(c, deps, userId);
      const rows = await db
        .select({ shopId: shopFollows.shopId })
        .from(shopFollows)
        .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)));
      return c.json({ isFollowing: rows.length > 0 });
    })
    .get('/user/:userId/followed-shops', async (c) => {
      const userId = uuidParam(c, 'userId');
      await requireSelf(c, deps, userId);
      const rows = await db
        .select({ Id: shops.id, Name: shops.name, Logo: shops.logo, FollowersCount: shops.followersCount })
        .from(shopFollows)
        .innerJoin(shops, eq(shops.id, shopFollows.shopId))
        .where(eq(shopFollows.userId, userId))
        .orderBy(asc(shopFollows.createdAt), asc(shops.name));
      return c.json({ followedShops: rows });
    })
    .post('/user/follow', async (c) => {
      const { userId, shopId } = await readBody(c, followSchema);
      await requireSelf(c, deps, userId);
      await db.transaction(async (tx) => {
        const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
        if (!shop) throw refuse('shop_not_found', 'Shop not found');
        const added = await tx
          .insert(shopFollows)
          .values({ userId, shopId })
          .onConflictDoNothing()
          .returning({ shopId: shopFollows.shopId });
        if (added.length > 0) {
          await tx
            .update(shops)
            .set({ followersCount: sql`${shops.followersCount} + 1` })
            .where(eq(shops.id, shopId));
        }
      });
      return c.json({ message: 'Shop followed successfully' });
    })
    .post('/user/unfollow', async (c) => {
      const { userId, shopId } = await readBody(c, followSchema);
      await requireSelf(c, deps, userId);
      await db.transaction(async (tx) => {
        const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
        if (!shop) throw refuse('shop_not_found', 'Shop not found');
        const removed = await tx
          .delete(shopFollows)
          .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
          .returning({ shopId: shopFollows.shopId });
        if (removed.length > 0) {
          await tx
            .update(shops)
            .set({ followersCount: sql`greatest(${shops.followersCount} - 1, 0)` })
            .where(eq(shops.id, shopId));
        }
      });
      return c.json({ message: 'Shop unfollowed successfully' });
    });
}
