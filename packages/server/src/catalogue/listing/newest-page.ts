import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/migrate';
import { type CountScope, keptCountSql } from './kept-counts';
import { type CountedPage, countSql, counted, readProductPage } from './product-page';
import { orderPlan } from './sorts';

/**
 * A legacy `page` of a listing newest first. A page in the older half of a listing whose count is kept is read from
 * the oldest end (the same index backwards), so the deepest page skips as few entries as the first: the last page of
 * a million products skipped 999,976 index entries (1.5 s) read from the newest end, none from the oldest.
 */
export async function readNewestPage(
  db: Database,
  request: { conditions: readonly SQL[]; scope?: CountScope; offset: number; limit: number },
): Promise<CountedPage> {
  const { conditions, scope, offset, limit } = request;
  const plan = orderPlan('newest');
  if (!scope || offset === 0) {
    return counted(
      await readProductPage(db, {
        conditions,
        plan,
        summary: countSql(conditions, scope),
        offset,
        limit,
        planStable: scope !== undefined,
      }),
    );
  }
  const [row] = rowsOf<{ total: number }>(await db.execute(keptCountSql(scope)));
  const total = Number(row?.total ?? 0);
  if (offset >= total) return { products: [], cursors: [], total };
  if (offset <= total / 2) return { ...(await readProductPage(db, { conditions, plan, offset, limit })), total };
  const take = Math.min(limit, total - offset);
  const fromOldest = { ...plan, descending: !plan.descending };
  const page = await readProductPage(db, { conditions, plan: fromOldest, offset: total - offset - take, limit: take });
  return { products: page.products.reverse(), cursors: page.cursors.reverse(), total };
}
