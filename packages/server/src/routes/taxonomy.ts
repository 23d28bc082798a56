import { asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { brands, categories, colors, items, sizes } from '../db/schema';
import type { AppDeps } from '../deps';
import { pagingSchema, totalPages } from '../paging';
import { readQuery } from '../validate';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Items categories, top-level categories, brands, colours and sizes. */
export function taxonomyRoutes({ db }: AppDeps) {
  const app = new Hono();

  app.get('/items', async (c) => {
    const query = readQuery(c, pagingSchema(40));
    const rows = await db
      .select({
        id: items.id,
        name: items.name,
        image: items.image,
        categoryId: items.categoryId,
        createdAt: items.createdAt,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(items)
      .orderBy(desc(items.createdAt), asc(items.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage);
    const total = rows[0]?.total ?? (await db.$count(items));
    return c.json({
      itemList: rows.map((row) => ({
        Id: row.id,
        Name: row.name,
        Image: row.image,
        CategoryId: row.categoryId,
        SubSubCategoryId: null,
        CreatedAt: row.createdAt.toISOString(),
      })),
      totalPages: totalPages(total, query.perPage),
      page: query.page,
    });
  });

  app.get('/category', async (c) => {
    const query = readQuery(c, pagingSchema(10).extend({ name: z.string().trim().optional() }));
    const where = query.name ? ilike(categories.name, `%${query.name.replace(/[\\%_]/g, '\\$&')}%`) : undefined;
    const rows = await db
      .select({
        id: categories.id,
        name: categories.name,
        image: categories.image,
        createdAt: categories.createdAt,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(categories)
      .where(where)
      .orderBy(desc(categories.createdAt), asc(categories.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage);
    const total = rows[0]?.total ?? (await db.$count(categories, where));
    return c.json({
      categoryList: rows.map((row) => ({
        Id: row.id,
        Name: row.name,
        Image: row.image,
        CreatedAt: row.createdAt.toISOString(),
      })),
      totalPages: totalPages(total, query.perPage),
      page: query.page,
    });
  });

  app.get('/brands', async (c) => {
    const rows = await db
      .selectDistinctOn([brands.name], {
        id: brands.id,
        name: brands.name,
        category: categories.name,
        relationship: brands.relationship,
        start: brands.authorizationStartDate,
        end: brands.authorizationEndDate,
        createdAt: brands.createdAt,
      })
      .from(brands)
      .leftJoin(categories, eq(categories.id, brands.categoryId))
      .where(eq(brands.status, 'Approved'))
      .orderBy(asc(brands.name), asc(brands.createdAt));
    return c.json(
      rows.map((row) => ({
        Id: row.id,
        Name: row.name,
        Category: row.category,
        Relationship: row.relationship,
        AuthorizationStartDate: iso(row.start),
        AuthorizationEndDate: iso(row.end),
        AuthenticationDocuments: '[]',
        CreatedAt: row.createdAt.toISOString(),
      })),
    );
  });

  app.get('/colors', async (c) => {
    const rows = await db.select().from(colors).orderBy(asc(colors.id));
    return c.json(rows.map((row) => ({ Id: row.id, Name: row.name })));
  });

  app.get('/sizes', async (c) => {
    const rows = await db.select().from(sizes).orderBy(asc(sizes.id));
    return c.json(rows.map((row) => ({ Id: row.id, Name: row.name })));
  });

  return app;
}
