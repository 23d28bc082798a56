import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/migrate';

/** Words past this many are dropped: a search box is not a document. */
const MAX_WORDS = 8;
/** Longer words are cut: nothing in a product name is longer, and it bounds the query. */
const MAX_WORD_LENGTH = 40;
/** Trigram distance (1 − similarity) within which a catalogue word counts as a spelling of a typed one: "kurtha" is
 * 0.56 from "kurta", "salwar" 0.5 from "shalwar". */
const NEAR_SPELLING = 0.6;
/** Catalogue words tried for each typed word, nearest first. */
const SPELLINGS_PER_WORD = 3;
/** How long an instance keeps the synonyms table before reading it again. */
const SYNONYMS_TTL_MS = 60_000;

/**
 * The words of a search, lower-cased: letters and digits of any script (Urdu too), in order, each once. Combining
 * marks are dropped first: Urdu is written without its vowel marks (زیر، زبر، پیش), so "مُصلّیٰ" is "مصلی", one word.
 */
export function searchWords(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .replace(/\p{Mn}/gu, '')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_WORDS);
}

/** Other spellings of a word: its synonyms group (see the `search_synonyms` table), or its near spellings. */
export type Spellings = ReadonlyMap<string, readonly string[]>;

/**
 * A reader of the synonyms table, kept for a minute per instance: the table is data an operator may change, small,
 * and read by every search.
 */
export function synonymsReader(db: Database): () => Promise<Spellings> {
  let kept: { at: number; value: Promise<Spellings> } | undefined;
  const read = async (): Promise<Spellings> => {
    const rows = rowsOf<{ word: string; group_name: string }>(
      await db.execute(sql`SELECT word, group_name FROM search_synonyms`),
    );
    const groups = new Map<string, string[]>();
    for (const row of rows) groups.set(row.group_name, [...(groups.get(row.group_name) ?? []), row.word]);
    return new Map(rows.map((row) => [row.word, groups.get(row.group_name) ?? [row.word]]));
  };
  return () => {
    if (!kept || Date.now() - kept.at > SYNONYMS_TTL_MS) {
      const value = read();
      kept = { at: Date.now(), value };
      value.catch(() => (kept = undefined));
    }
    return kept.value;
  };
}

/**
 * The catalogue's words nearest to each of `words` by trigram distance ("kurtha" → "kurta"), from the `search_words`
 * vocabulary (one row per distinct word, tens of thousands at most, whatever the number of products): one statement,
 * a nearest-neighbour walk of its trigram index per word.
 */
export async function nearSpellings(db: Database, words: readonly string[]): Promise<Spellings> {
  const typed = sql.join(
    words.map((word) => sql`(${word})`),
    sql`, `,
  );
  const rows = rowsOf<{ typed: string; near: string[] }>(
    await db.execute(sql`SELECT q.typed, ARRAY(SELECT n.word FROM (SELECT s.word, s.word <-> q.typed AS distance
      FROM search_words s ORDER BY s.word <-> q.typed LIMIT ${SPELLINGS_PER_WORD}) n
      WHERE n.distance <= ${NEAR_SPELLING}) AS near FROM (VALUES ${typed}) AS q(typed)`),
  );
  return new Map(rows.map((row) => [row.typed, row.near]));
}

/**
 * A prefix is searched as the catalogue's words it begins when they are at most this many: a GIN index looks each
 * whole word up directly, where a prefix (`kurta:*`) makes it scan and merge a range of its entries. Measured on 1M
 * products, counting the first 1,001 matches of `kurtha`'s spellings took 21 ms as prefixes and 14 ms as words.
 */
const WORDS_PER_PREFIX = 16;
/** search_words keeps words of this many letters or more (migration 0006); shorter prefixes stay prefixes. */
const SHORTEST_KEPT_WORD = 3;

/**
 * The full-text query of `words`, every word (or one of its other spellings) taken as a prefix so that a shopper
 * still typing "kur" finds "kurta": each prefix becomes the catalogue's words that begin with it (one statement on
 * the `search_words` vocabulary), or stays a prefix when they are many. `null` when a word begins no catalogue word
 * in any of its spellings: nothing can match, and no product needs to be read to say so. Words hold only letters
 * and digits, so the text needs no escaping.
 */
export async function fullTextQuery(
  db: Database,
  words: readonly string[],
  ...spellings: Spellings[]
): Promise<SQL | null> {
  const groups = words.map((word) => [...new Set([word, ...spellings.flatMap((other) => other.get(word) ?? [])])]);
  const prefixes = [...new Set(groups.flat().filter((prefix) => prefix.length >= SHORTEST_KEPT_WORD))];
  const begun = new Map<string, string[]>();
  if (prefixes.length > 0) {
    const rows = rowsOf<{ prefix: string; words: string[] }>(
      await db.execute(sql`SELECT q.prefix, ARRAY(SELECT w.word FROM search_words w WHERE w.word LIKE q.prefix || '%'
        ORDER BY w.word LIMIT ${WORDS_PER_PREFIX + 1}) AS words FROM unnest(${textArray(prefixes)}::text[]) AS q(prefix)`),
    );
    for (const row of rows) begun.set(row.prefix, row.words);
  }
  const terms = groups.map((group) =>
    group.flatMap((prefix) => {
      const found = begun.get(prefix);
      return found === undefined || found.length > WORDS_PER_PREFIX ? [`${prefix}:*`] : found;
    }),
  );
  if (terms.some((term) => term.length === 0)) return null;
  return sql`to_tsquery('simple', ${terms.map((term) => `(${[...new Set(term)].join(' | ')})`).join(' & ')})`;
}

/** A text[] literal of words (letters and digits only), each quoted so that a word such as "null" stays a word. */
const textArray = (values: readonly string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;

/** Products whose full-text vector matches `query`. */
export const fullTextMatch = (query: SQL): SQL => sql`p.search_vector @@ ${query}`;
/** Relevance of a full-text match: name over brand over category words (the vector's weights). */
export const fullTextRank = (query: SQL): SQL => sql`ts_rank(p.search_vector, ${query})`;
