import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { Database } from '../db/database';
import { rowsOf } from '../db/migrate';
import { list } from './listing/where';
import { type CatalogueCacheResult, catalogueCacheLookups } from '../observability/metrics';
import { type CatalogueGeneration, catalogueGenerationReader } from './catalogue-generation';
import { type CachedAnswer, ResponseCache, type ResponseCacheLimits } from './response-cache';

const gzipAsync = promisify(gzip);

/** What a catalogue read answers: the JSON value and what it depends on besides the catalogue generation. */
export interface CatalogueRead {
  value: unknown;
  /** The products whose ratings the answer shows (a rating changed elsewhere leaves it valid). */
  products?: readonly { Id: string; AverageRating: number; RatingsCount: number }[];
  /** The answer's choice or order of products follows ratings (sorted or filtered by rating). */
  dependsOnRatings?: boolean;
}

/** How a lookup went: kept answer, fresh read, or a read another request had already started. */
export type CacheLookup = CatalogueCacheResult;

/** Where `answerFromCatalogue` keeps its answers, how it reads the current generation and checks ratings. */
export interface CatalogueCache {
  answers: ResponseCache;
  readGeneration(): Promise<CatalogueGeneration>;
  /** The current rating of each product, as `average:count`. */
  readRatings(ids: readonly string[]): Promise<Map<string, string>>;
  /** Reads under way, by key: requests that miss together wait for one. */
  pending: Map<string, { generation: CatalogueGeneration; answer: Promise<CachedAnswer> }>;
  /** Told how each lookup went. @default counts it in the app's metrics */
  onLookup: (lookup: CacheLookup) => void;
  /** Keeps and shares nothing: every request reads the database (`SAUDA_CATALOGUE_CACHE=off`, benchmarks). */
  off?: boolean;
}

/** An empty cache of catalogue answers read from `db`. */
export function catalogueCache(
  db: Database,
  options: { limits?: ResponseCacheLimits; onLookup?: (lookup: CacheLookup) => void; off?: boolean } = {},
): CatalogueCache {
  return {
    off: options.off,
    answers: new ResponseCache(options.limits),
    readGeneration: catalogueGenerationReader(db),
    async readRatings(ids) {
      const rows = rowsOf<{ id: string; rating: string }>(
        await db.execute(
          sql`SELECT id, rating_average::text || ':' || rating_count::text AS rating FROM products WHERE id IN ${list(ids)}`,
        ),
      );
      return new Map(rows.map((row) => [row.id, row.rating]));
    },
    pending: new Map(),
    onLookup: options.onLookup ?? ((result) => catalogueCacheLookups.inc({ result })),
  };
}

const ratingOf = (product: { AverageRating: number; RatingsCount: number }) =>
  `${product.AverageRating}:${product.RatingsCount}`;

function serialise(read: CatalogueRead, generation: CatalogueGeneration): CachedAnswer {
  const body = Buffer.from(JSON.stringify(read.value));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const ratings = read.products?.map((product) => [product.Id, ratingOf(product)] as const);
  return {
    generation: generation.catalogue,
    ratingsGeneration: generation.ratings,
    ratings: read.dependsOnRatings ? undefined : new Map(ratings ?? []),
    body,
    etag,
  };
}

/** `If-None-Match` holds `etag` (weak comparison, as RFC 9110 asks of it) or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function send(c: Context, answer: CachedAnswer): Response | Promise<Response> {
  const gzipped = accepts(c, { header: 'Accept-Encoding', supports: ['gzip'], default: 'identity' }) === 'gzip';
  // A compressed body is a different representation: its validator is weak, as the compress middleware marks it.
  c.header('ETag', gzipped ? `W/${answer.etag}` : answer.etag);
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  if (matches(c.req.header('If-None-Match'), answer.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json');
  if (!gzipped) return c.body(answer.body, 200);
  answer.gzip ??= gzipAsync(answer.body);
  return answer.gzip.then((body) => {
    c.header('Content-Encoding', 'gzip');
    return c.body(body, 200);
  });
}

/**
 * Still valid at `now`: read at the same catalogue generation, and either no review since, or none of the ratings it
 * shows has moved (one read of those products' ratings, after which it counts as read at the new ratings).
 */
async function isCurrent(cache: CatalogueCache, kept: CachedAnswer, now: CatalogueGeneration): Promise<boolean> {
  if (kept.generation !== now.catalogue) return false;
  if (kept.ratingsGeneration === now.ratings) return true;
  if (!kept.ratings) return false;
  if (kept.ratings.size > 0) {
    const current = await cache.readRatings([...kept.ratings.keys()]);
    for (const [id, rating] of kept.ratings) if (current.get(id) !== rating) return false;
  }
  kept.ratingsGeneration = now.ratings;
  return true;
}

const sameGeneration = (a: CatalogueGeneration, b: CatalogueGeneration) =>
  a.catalogue === b.catalogue && a.ratings === b.ratings;

/**
 * Answers a public catalogue GET from the cache while the answer is current (see `isCurrent`: one single-row read of
 * the generation, shared by concurrent requests), else from `read`, keeping that answer, empty ones too. Requests
 * that miss the same key at the same generation wait for one read: a burst of misses costs the database one
 * statement set, not one per request. The generation is read before the statement, so an answer is never kept under
 * a newer generation than the data it holds; the counters commit with every write, so no answer outlives a write,
 * whichever server process made it. Sends a content-hash `ETag` with `Cache-Control: no-cache` and answers a matching
 * `If-None-Match` with 304.
 */
export async function answerFromCatalogue(
  c: Context,
  cache: CatalogueCache,
  key: string,
  read: () => Promise<CatalogueRead>,
  /** Runs before a read of its own (not for a kept or shared answer): may refuse it by throwing (abuse limits). */
  beforeRead?: () => Promise<void>,
): Promise<Response> {
  if (cache.off) {
    cache.onLookup('miss');
    await beforeRead?.();
    return send(c, serialise(await read(), { catalogue: '', ratings: '' }));
  }
  const { answers, pending } = cache;
  const now = await cache.readGeneration();
  const kept = answers.get(key);
  if (kept && (await isCurrent(cache, kept, now))) {
    cache.onLookup('hit');
    return send(c, kept);
  }
  const running = pending.get(key);
  if (running && sameGeneration(running.generation, now)) {
    cache.onLookup('shared');
    return send(c, await running.answer);
  }
  cache.onLookup('miss');
  await beforeRead?.();
  const answer = read().then((fresh) => serialise(fresh, now));
  const entry = { generation: now, answer };
  pending.set(key, entry);
  try {
    const fresh = await answer;
    answers.set(key, fresh);
    return send(c, fresh);
  } finally {
    if (pending.get(key) === entry) pending.delete(key);
  }
}
