// Writes the storefront's app icons (storefront/public/icons/*.png) from its favicon, for the web app manifest
// (storefront/src/pwa/web-app-manifest.ts). Run it again only when the favicon changes: the PNGs are committed.
//   node scripts/pwa-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../storefront/public/', import.meta.url));
const outDir = `${publicDir}icons/`;
const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8');
/** The brand colour the favicon is filled with, which a maskable icon's full bleed takes too. */
const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1] ?? '#c2410c';

/**
 * A maskable icon is cut to any shape (circle, squircle) by the launcher, which keeps only the central 80 %: the
 * mark sits in the middle 60 % of a square filled edge to edge with the brand colour, without the favicon's corners.
 */
const maskable = favicon
  .replace(/<rect[^>]*\/>/, `<rect width="32" height="32" fill="${brand}"/>`)
  .replace(/<path /, '<path transform="translate(3.2 3.2) scale(0.8)" ');

mkdirSync(outDir, { recursive: true });
const icons = [
  { svg: favicon, size: 192, name: 'icon-192.png' },
  { svg: favicon, size: 512, name: 'icon-512.png' },
  { svg: maskable, size: 192, name: 'maskable-192.png' },
  { svg: maskable, size: 512, name: 'maskable-512.png' },
];
for (const { svg, size, name } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${outDir}${name}`);
  console.log(`wrote storefront/public/icons/${name}`);
}
