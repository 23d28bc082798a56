import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type Counted, countAndFacets } from './facets';
import { type Spellings, fullTextMatch, fullTextQuery, fullTextRank, nearSpellings } from './search-terms';

/** What a search matched: the conditions of its matches, their relevance, and their (capped) count. */
export interface SearchMatches {
  matched: SQL[];
  rank: SQL;
  counted: Counted;
}

/**
 * The matches of `words` among `conditions`' products, counted (and with facets when asked): by the words and their
 * synonyms, or, when those match nothing, by the catalogue's words nearest to them (typos, other spellings).
 * Undefined when no spelling of some word begins a catalogue word: nothing can match. Both search calls (`/listing`
 * and the legacy search) find their matches here.
 */
export async function searchMatches(
  db: Database,
  words: readonly string[],
  synonyms: Spellings,
  conditions: readonly SQL[],
  withFacets: boolean,
): Promise<SearchMatches | undefined> {
  const search = async (spellings: Spellings[]) => {
    const query = await fullTextQuery(db, words, synonyms, ...spellings);
    if (!query) return undefined;
    const matched = [...conditions, fullTextMatch(query)];
    const oneSearchWord = words.length === 1 && conditions.length === 0;
    return {
      matched,
      rank: fullTextRank(query),
      counted: await countAndFacets(db, matched, { withFacets, oneSearchWord }),
    };
  };
  const found = await search([]);
  if (found && found.counted.total > 0) return found;
  return search([await nearSpellings(db, words)]);
}
