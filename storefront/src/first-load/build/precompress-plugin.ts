import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** What compresses: scripts, styles, SVG and JSON. Fonts and pictures are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * Writes a brotli copy (`.br`, quality 11) beside each built asset that compresses, once: the reference server
 * sends it to browsers that accept brotli (every current one, on HTTPS and on localhost), about 13% smaller than the
 * gzip it would otherwise compress on the fly (the storefront chunk: 110 -> 96 kB).
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'sauda-precompress',
    apply: 'build',
    writeBundle(options) {
      const assets = join(options.dir ?? 'dist', 'assets');
      for (const name of readdirSync(assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const source = readFileSync(join(assets, name));
        const compressed = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        writeFileSync(join(assets, `${name}.br`), compressed);
      }
    },
  };
}
