import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { products, shopFollows, shops, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { pagingSchema, totalPages } from '../paging';
import { readQuery, uuidParam } from '../validate';

/** The shop's product count; the shop column is spelled out, as drizzle leaves columns bare in single-table selects. */
const productCount = sql<number>`(select count(*)::int from ${products} where ${products.shopId} = ${shops}.${sql.identifier(shops.id.name)})`;

const directoryQuery = pagingSchema(20, 100).extend({
  query: z.string().trim().max(100, 'query must be at most 100 characters').default(''),
});

/**
 * `GET /shops?page=&perPage=&query=`: the shop directory, most followed first, filtered by name (case-insensitive).
 * `GET /shops/{id}` with owner name, follower count and product count.
 */
export function shopRoutes({ db }: AppDeps) {
  return new Hono()
    .get('/shops', async (c) => {
      const { page, perPage, query } = readQuery(c, directoryQuery);
      const where = query ? sql`strpos(lower(${shops.name}), lower(${query})) > 0` : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            Id: shops.id,
            Name: shops.name,
            Logo: shops.logo,
            FollowersCount: shops.followersCount,
            ProductCount: productCount,
          })
          .from(shops)
          .where(where)
          .orderBy(desc(shops.followersCount), asc(shops.name), asc(shops.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ value: count() }).from(shops).where(where),
      ]);
      return c.json({ shops: rows, totalPages: totalPages(total?.value ?? 0, perPage), page });
    })
    .get('/shops/:id', async (c) => {
      const id = uuidParam(c, 'id');
      const [row] = await db
        .select({
          shop: shops,
          ownerName: users.name,
          productCount,
          ownerFollows: sql<number>`(select count(*)::int from ${shopFollows} where ${shopFollows.userId} = ${shops.ownerId})`,
        })
        .from(shops)
        .innerJoin(users, eq(users.id, shops.ownerId))
        .where(eq(shops.id, id));
      if (!row) throw refuse('shop_not_found', 'Shop not found');
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
        // The name the api client reads (`shops.get` → `productsCount`).
        ProductsCount: row.productCount,
        CreatedAt: shop.createdAt.toISOString(),
      });
    });
}
