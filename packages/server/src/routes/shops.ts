import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { products, shopFollows, shops, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { uuidParam } from '../validate';

/** `GET /shops/{id}` with owner name, follower count and product count. */
export function shopRoutes({ db }: AppDeps) {
  return new Hono().get('/shops/:id', async (c) => {
    const id = uuidParam(c, 'id');
    const [row] = await db
      .select({
        shop: shops,
        ownerName: users.name,
        productCount: sql<number>`(select count(*)::int from ${products} where ${products.shopId} = ${shops.id})`,
        ownerFollows: sql<number>`(select count(*)::int from ${shopFollows} where ${shopFollows.userId} = ${shops.ownerId})`,
      })
      .from(shops)
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(eq(shops.id, id));
    if (!row) throw notFound('Shop not found');
    const { shop } = row;
    return c.json({
      Id: shop.id,
      Name: shop.name,
      Email: shop.email,
      Logo: shop.logo,
      CoverImage: shop.coverImage,
      Phone: shop.phone,
      City: shop.city,
      OwnerId: shop.ownerId,
      OwnerName: row.ownerName,
      FollowersCount: shop.followersCount,
      FollowedShops: row.ownerFollows,
      ProductCount: row.productCount,
      CreatedAt: shop.createdAt.toISOString(),
    });
  });
}
