/** An encoded picture with its validator. */
export interface EncodedImage {
  bytes: Buffer;
  etag: string;
}

/**
 * A least-recently-used cache of encoded pictures, bounded by their total bytes: a listing asks for the same few
 * dozen pictures again and again, and encoding (AVIF above all) costs tens of milliseconds each. A pending encode is
 * shared, so a burst of identical requests encodes once; a failed one, or one with no source (null), is forgotten.
 */
export class EncodedCache {
  private readonly entries = new Map<string, Promise<EncodedImage | null>>();
  private readonly sizes = new Map<string, number>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, produce: () => Promise<EncodedImage | null>): Promise<EncodedImage | null> {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    const pending = produce();
    this.entries.set(key, pending);
    pending.then(
      (image) => (image ? this.account(key, pending, image.bytes.byteLength) : this.forget(key, pending)),
      () => this.forget(key, pending),
    );
    return pending;
  }

  /** Bytes held, for tests and metrics. */
  get bytes(): number {
    return this.total;
  }

  private account(key: string, pending: Promise<EncodedImage | null>, size: number) {
    if (this.entries.get(key) !== pending) return;
    this.sizes.set(key, size);
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      if (oldest === key) continue;
      this.forget(oldest, entry);
    }
  }

  private forget(key: string, entry: Promise<EncodedImage | null>) {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.total -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
  }
}
