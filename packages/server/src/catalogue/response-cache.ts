/** A serialised answer and the catalogue generation it was read at. */
export interface CachedAnswer {
  /** The catalogue counter it was read at. */
  generation: string;
  /** The ratings counter it was read at, or found still true at. */
  ratingsGeneration: string;
  /** The ratings it shows, by product id (`average:count`); undefined when its choice of products follows ratings. */
  ratings?: ReadonlyMap<string, string>;
  /** The JSON body, as sent. */
  body: Uint8Array<ArrayBuffer>;
  /** Strong validator of `body` (a quoted content hash). */
  etag: string;
  /** The gzip of `body`, made on the first request that accepts it. */
  gzip?: Promise<Uint8Array<ArrayBuffer>>;
}

/** How much a `ResponseCache` may hold. */
export interface ResponseCacheLimits {
  maxEntries: number;
  /** Each entry counts twice its body: the body and room for its gzip, which is always smaller for JSON. */
  maxBytes: number;
}

/** Up to 500 answers in 48 MB: about 50 full 200-product listings besides many small ones. */
export const DEFAULT_CACHE_LIMITS: ResponseCacheLimits = { maxEntries: 500, maxBytes: 48 * 1024 * 1024 };

const weight = (answer: CachedAnswer) => 2 * answer.body.byteLength;

/** Answers by key, least recently used first out once past either limit. */
export class ResponseCache {
  readonly #answers = new Map<string, CachedAnswer>();
  #bytes = 0;

  constructor(readonly limits: ResponseCacheLimits = DEFAULT_CACHE_LIMITS) {}

  /** Bytes held, as the limits count them. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Number of answers held. */
  get size(): number {
    return this.#answers.size;
  }

  /** The answer kept under `key`, now the most recently used. */
  get(key: string): CachedAnswer | undefined {
    const answer = this.#answers.get(key);
    if (answer) {
      this.#answers.delete(key);
      this.#answers.set(key, answer);
    }
    return answer;
  }

  /** Keeps `answer` under `key` (unless it alone is over the byte limit), evicting the least recently used. */
  set(key: string, answer: CachedAnswer): void {
    this.delete(key);
    if (weight(answer) > this.limits.maxBytes) return;
    this.#answers.set(key, answer);
    this.#bytes += weight(answer);
    for (const [oldest, evicted] of this.#answers) {
      if (this.#answers.size <= this.limits.maxEntries && this.#bytes <= this.limits.maxBytes) break;
      this.#answers.delete(oldest);
      this.#bytes -= weight(evicted);
    }
  }

  /** Forgets the answer under `key`. */
  delete(key: string): void {
    const answer = this.#answers.get(key);
    if (!answer) return;
    this.#answers.delete(key);
    this.#bytes -= weight(answer);
  }
}
