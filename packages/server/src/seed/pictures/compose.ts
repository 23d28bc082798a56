import { tonesOf } from './shading';
import { SHAPES, type PictureKind } from './shapes';

/** The two views of every product: the front on a warm studio backdrop, and a closer, mirrored three-quarter view. */
export const PICTURE_VIEWS = [1, 2] as const;
export type PictureView = (typeof PICTURE_VIEWS)[number];

/** Neutral second materials (soles, straps, borders) chosen so they read against the product's colour. */
const TRIM_ON_LIGHT = ['#3b3b3f', '#1f1f22'];
const TRIM_ON_DARK = ['#e9e4da', '#c9c2b4'];

/**
 * The SVG of a product picture: a studio backdrop (a lit wall meeting a floor), a soft contact shadow, and the
 * kind's silhouette shaded in the colour's tones. Pure text: the same kind, colour and view give the same bytes.
 */
export function pictureSvg(kind: PictureKind, colourName: string, view: PictureView): string {
  const tones = tonesOf(colourName);
  const isDark = Number.parseInt(tones.base.slice(1, 3), 16) + Number.parseInt(tones.base.slice(3, 5), 16) < 180;
  const [trimLight, trimDark] = isDark ? TRIM_ON_DARK : TRIM_ON_LIGHT;
  const wall = view === 1 ? ['#f6f3ee', '#e7e2da'] : ['#eef1f3', '#dde2e6'];
  // The second view comes closer and turns the product: mirrored, slightly rotated, scaled up around its centre.
  const pose =
    view === 1 ? '' : ' transform="translate(600 0) scale(-1 1) rotate(-6 300 300) translate(-30 -40) scale(1.1)"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall[0]}"/><stop offset="1" stop-color="${wall[1]}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall[1]}"/><stop offset="1" stop-color="#d3cdc4"/></linearGradient>
<radialGradient id="spot" cx="0.42" cy="0.35" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="body" x1="0" y1="0" x2="1" y2="0.25"><stop offset="0" stop-color="${tones.light}"/><stop offset="0.45" stop-color="${tones.base}"/><stop offset="1" stop-color="${tones.dark}"/></linearGradient>
<linearGradient id="bodyV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tones.light}"/><stop offset="1" stop-color="${tones.base}"/></linearGradient>
<linearGradient id="fold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tones.dark}"/><stop offset="1" stop-color="${tones.deep}"/></linearGradient>
<linearGradient id="trim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${trimLight}"/><stop offset="1" stop-color="${trimDark}"/></linearGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1f3f5"/><stop offset="0.5" stop-color="#9aa3ab"/><stop offset="1" stop-color="#d9dde1"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b2430"/><stop offset="1" stop-color="#05070a"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#26394d"/><stop offset="0.6" stop-color="#0d1620"/><stop offset="1" stop-color="#05080c"/></linearGradient>
<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="lift" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="10" stdDeviation="10" flood-color="#000" flood-opacity="0.18"/></filter>
</defs>
<rect width="600" height="600" fill="url(#wall)"/>
<rect y="455" width="600" height="145" fill="url(#floor)"/>
<rect width="600" height="600" fill="url(#spot)"/>
<ellipse cx="300" cy="528" rx="200" ry="22" fill="#000" opacity="0.22" filter="url(#soft)"/>
<g${pose}><g filter="url(#lift)">${SHAPES[kind]()}</g></g>
</svg>`;
}
