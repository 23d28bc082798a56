import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (storefront/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  /** The chunk's name: its entry's file name, or the group that named it (`boot`). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const distDir = join(import.meta.dirname, '../../storefront/dist');
/** The Urdu build (`vite build --mode ur`), served under /ur. */
export const urduDistDir = join(distDir, 'ur');

export function readManifest(dir = distDir): Manifest {
  return JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

export function gzipSize(file: string, dir = distDir): number {
  return gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
}

/** The chunk keys a chunk loads eagerly: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/**
 * What every page loads before its own chunks: the entry with its static imports, and the storefront the entry
 * imports once the page has painted (its dynamic import, `src/boot.tsx`) with its own.
 */
export function everyPageClosure(manifest: Manifest, entryKey: string): Set<string> {
  const keys = staticClosure(manifest, entryKey);
  for (const key of [...keys]) {
    for (const dynamic of manifest[key]?.dynamicImports ?? []) staticClosure(manifest, dynamic, keys);
  }
  return keys;
}

/** Bytes (gzip) of the JavaScript a route needs: what every page loads plus the route's lazy chunk closure. */
export function routeJavaScript(manifest: Manifest, entryKey: string, routeKey?: string, dir = distDir): number {
  const keys = everyPageClosure(manifest, entryKey);
  if (routeKey) staticClosure(manifest, routeKey, keys);
  return [...keys].reduce((sum, key) => sum + gzipSize(manifest[key]!.file, dir), 0);
}

/**
 * The chunks surely in the browser before a lazy chunk is asked for: what every page loads, plus what every chunk that
 * imports it dynamically loads itself. A page's sections (the store's product list) are only ever imported by their
 * page, so the page's chunks are already there and the bundler may share code through them.
 */
export function loadedBefore(manifest: Manifest, entryKey: string, lazyKey: string): Set<string> {
  const entry = everyPageClosure(manifest, entryKey);
  const importers = Object.keys(manifest).filter((key) => manifest[key]!.dynamicImports?.includes(lazyKey));
  if (importers.length === 0 || importers.some((key) => entry.has(key))) return entry;
  const [first, ...rest] = importers.map((key) => staticClosure(manifest, key, new Set(entry)));
  return new Set([...first!].filter((key) => rest.every((closure) => closure.has(key))));
}

/** The chunks a lazy chunk adds on top of what was loaded before it was asked for (`loadedBefore`): one request each. */
export function routeOwnChunks(manifest: Manifest, entryKey: string, routeKey: string): string[] {
  const before = loadedBefore(manifest, entryKey, routeKey);
  return [...staticClosure(manifest, routeKey)].filter((key) => !before.has(key));
}

/** Bytes (gzip) a lazy chunk adds on top of what was loaded before it was asked for (`loadedBefore`). */
export function routeOwnJavaScript(manifest: Manifest, entryKey: string, routeKey: string): number {
  return routeOwnChunks(manifest, entryKey, routeKey).reduce((sum, key) => sum + gzipSize(manifest[key]!.file), 0);
}

/**
 * Bytes (gzip) of what only this lazy route loads: its chunks that neither the entry nor any other lazy chunk needs.
 * Chunks shared between routes are downloaded once and counted by `routeOwnJavaScript` on a first visit.
 */
export function routeSoleJavaScript(
  manifest: Manifest,
  entryKey: string,
  routeKeys: string[],
  routeKey: string,
): number {
  const elsewhere = everyPageClosure(manifest, entryKey);
  for (const other of routeKeys) if (other !== routeKey) staticClosure(manifest, other, elsewhere);
  const sole = [...staticClosure(manifest, routeKey)].filter((key) => !elsewhere.has(key));
  return sole.reduce((sum, key) => sum + gzipSize(manifest[key]!.file), 0);
}

export function allCss(manifest: Manifest): number {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  return [...files].reduce((sum, file) => sum + gzipSize(file), 0);
}
