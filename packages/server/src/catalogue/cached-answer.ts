import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { Database } from '../db/database';
import { catalogueGenerationReader } from './catalogue-generation';
import { type CachedAnswer, ResponseCache, type ResponseCacheLimits } from './response-cache';

const gzipAsync = promisify(gzip);

/** What a catalogue read answers: the JSON value and the generation it was read at (null: do not cache). */
export interface CatalogueRead {
  value: unknown;
  generation: string | null;
}

/** Where `answerFromCatalogue` keeps its answers and how it reads the current generation. */
export interface CatalogueCache {
  answers: ResponseCache;
  readGeneration(): Promise<string | null>;
}

/** An empty cache of catalogue answers read from `db`. */
export function catalogueCache(db: Database, limits?: ResponseCacheLimits): CatalogueCache {
  return { answers: new ResponseCache(limits), readGeneration: catalogueGenerationReader(db) };
}

function serialise({ value, generation }: CatalogueRead): CachedAnswer {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { generation, body, etag };
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
 * Answers a public catalogue GET from the cache while the catalogue generation it was read at is still current (one
 * single-row read), else from `read`, keeping that answer. The generation moves on with every write to what the
 * catalogue shows and commits with it, so no answer outlives a write, whichever server process made it. Sends a
 * content-hash `ETag` with `Cache-Control: no-cache` and answers a matching `If-None-Match` with 304.
 */
export async function answerFromCatalogue(
  c: Context,
  { answers, readGeneration }: CatalogueCache,
  key: string,
  read: () => Promise<CatalogueRead>,
): Promise<Response> {
  const kept = answers.get(key);
  if (kept && kept.generation === (await readGeneration())) return send(c, kept);
  const fresh = await read();
  const answer = serialise(fresh);
  if (fresh.generation === null) answers.delete(key);
  else answers.set(key, answer);
  return send(c, answer);
}
