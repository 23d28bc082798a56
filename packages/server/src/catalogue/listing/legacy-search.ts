import type { Database } from '../../db/database';
import { readNewestPage } from './newest-page';
import { type CountedPage, readProductPage } from './product-page';
import { searchMatches } from './search-matches';
import { type Spellings, searchWords } from './search-terms';
import { orderPlan } from './sorts';

/**
 * The legacy search call's page (`page`/`perPage`): blank text lists everything newest first (exact total, kept);
 * words match by full text, or when they match nothing by their nearest catalogue spellings; text without a word
 * matches nothing. Matches are counted up to TOTAL_CAP (`totalResults` stops there: counting a common word's every
 * match read 146,000 rows at 1M products, 3.3 s) and ranked by relevance when all are counted; past that newest
 * first, an index order (ranking them all would cost the whole match set on every page).
 */
export async function legacySearchPage(
  db: Database,
  readSynonyms: () => Promise<Spellings>,
  text: string,
  paging: { offset: number; limit: number },
): Promise<CountedPage> {
  if (!text.trim()) return readNewestPage(db, { conditions: [], scope: ['all', ''], ...paging });
  const words = searchWords(text);
  if (words.length === 0) return { products: [], cursors: [], total: 0 };
  const found = await searchMatches(db, words, await readSynonyms(), [], false);
  if (!found || found.counted.total === 0) return { products: [], cursors: [], total: 0 };
  const { matched: conditions, rank, counted } = found;
  const plan = counted.isExact ? orderPlan('rank', rank) : orderPlan('newest');
  return { ...(await readProductPage(db, { conditions, plan, ...paging })), total: counted.total };
}
