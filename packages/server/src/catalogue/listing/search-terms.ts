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

/** The words of a search, lower-cased: letters and digits of any script (Urdu too), in order, each once. */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
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
 * The full-text query of `words`: every word (or one of its other spellings) as a prefix, so a shopper still typing
 * "kur" finds "kurta". Words hold only letters and digits, so the text needs no escaping.
 */
export function fullTextQuery(words: readonly string[], ...spellings: Spellings[]): SQL {
  const terms = words.map((word) => {
    const all = new Set([word, ...spellings.flatMap((other) => other.get(word) ?? [])]);
    return `(${[...all].map((spelling) => `${spelling}:*`).join(' | ')})`;
  });
  return sql`to_tsquery('simple', ${terms.join(' & ')})`;
}

/** Products whose full-text vector matches `query`. */
export const fullTextMatch = (query: SQL): SQL => sql`p.search_vector @@ ${query}`;
/** Relevance of a full-text match: name over brand over category words (the vector's weights). */
export const fullTextRank = (query: SQL): SQL => sql`ts_rank(p.search_vector, ${query})`;
