/**
 * The silhouettes of the demo's product kinds, drawn in a 600 × 600 box standing on the floor at y ≈ 520. Each
 * paints with the gradients `compose.ts` defines: `body` (lit left to shaded right), `bodyV` (top to bottom), `fold`
 * (the colour's deep tone for seams and folds), `sheen` (a soft highlight), `metal`, `glass` (a screen), `trim` (a
 * neutral second material: soles, straps, handles).
 */
export type Shape = () => string;

const sheen = (d: string) => `<path d="${d}" fill="url(#sheen)"/>`;
const seam = (d: string, width = 3) =>
  `<path d="${d}" fill="none" stroke="url(#fold)" stroke-width="${width}" stroke-linecap="round" opacity="0.7"/>`;
const stitch = (d: string) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="6 6" opacity="0.35"/>`;

/** A long kurta over a shalwar: the men's and boys' suit. */
const kurta: Shape = () =>
  [
    '<path d="M255 440 L248 530 L292 530 L300 462 L308 530 L352 530 L345 440 Z" fill="url(#fold)"/>',
    '<path d="M240 86 Q300 70 360 86 L430 118 L470 250 L432 262 L400 170 L404 470 Q300 486 196 470 L200 170 L168 262 L130 250 L170 118 Z" fill="url(#body)"/>',
    '<path d="M282 82 Q300 120 318 82" fill="none" stroke="url(#fold)" stroke-width="6"/>',
    seam('M300 92 L300 230'),
    '<g fill="url(#trim)"><circle cx="300" cy="130" r="5"/><circle cx="300" cy="160" r="5"/><circle cx="300" cy="190" r="5"/></g>',
    seam('M220 300 Q300 318 380 300', 2),
    sheen('M212 180 Q228 330 214 460 L240 462 Q250 320 236 176 Z'),
  ].join('');

/** A long printed shirt with a dupatta over one shoulder: the lawn suit. */
const lawnSuit: Shape = () =>
  [
    '<path d="M236 90 Q300 74 364 90 L424 122 L456 262 L422 270 L396 178 L412 486 Q300 500 188 486 L204 178 L178 270 L144 262 L176 122 Z" fill="url(#body)"/>',
    '<g fill="#fff" opacity="0.28">' +
      Array.from({ length: 5 }, (_, row) =>
        Array.from(
          { length: 4 },
          (_, col) => `<circle cx="${232 + col * 46 + (row % 2) * 22}" cy="${220 + row * 52}" r="9"/>`,
        ).join(''),
      ).join('') +
      '</g>',
    '<path d="M228 240 Q300 262 372 240" fill="none" stroke="url(#trim)" stroke-width="10" opacity="0.8"/>',
    '<path d="M282 86 Q300 128 318 86" fill="none" stroke="url(#fold)" stroke-width="6"/>',
    '<path d="M340 92 Q420 150 404 300 Q394 420 440 520 L396 526 Q350 420 362 300 Q372 170 318 100 Z" fill="url(#trim)" opacity="0.92"/>',
    seam('M372 130 Q398 260 380 400', 2),
    sheen('M214 190 Q226 340 206 470 L232 474 Q250 330 238 186 Z'),
  ].join('');

/** A shorter tunic with a flared hem: kurtis and tunics. */
const kurti: Shape = () =>
  [
    '<path d="M240 110 Q300 94 360 110 L418 140 L446 240 L414 250 L392 180 L420 430 Q300 450 180 430 L208 180 L186 250 L154 240 L182 140 Z" fill="url(#body)"/>',
    '<path d="M272 104 L300 160 L328 104" fill="none" stroke="url(#fold)" stroke-width="6"/>',
    '<path d="M186 400 Q300 424 414 400 L420 430 Q300 450 180 430 Z" fill="url(#trim)" opacity="0.85"/>',
    '<g fill="url(#trim)" opacity="0.8">' +
      [0, 1, 2, 3].map((i) => `<path d="M${262 + i * 26} 200 l10 14 l-10 14 l-10 -14 z"/>`).join('') +
      '</g>',
    sheen('M222 190 Q236 310 214 420 L240 424 Q258 300 246 186 Z'),
  ].join('');

/** A crew-neck T-shirt. */
const tshirt: Shape = () =>
  [
    '<path d="M232 110 Q300 140 368 110 L462 160 L430 246 L392 228 L396 470 Q300 484 204 470 L208 228 L170 246 L138 160 Z" fill="url(#body)"/>',
    '<path d="M232 110 Q300 152 368 110" fill="none" stroke="url(#fold)" stroke-width="10"/>',
    seam('M176 232 L208 228', 2),
    seam('M424 232 L392 228', 2),
    sheen('M226 220 Q240 340 222 460 L250 464 Q268 330 254 216 Z'),
  ].join('');

/** A polo: the T-shirt with a collar and a buttoned placket. */
const polo: Shape = () =>
  [
    tshirt(),
    '<path d="M236 108 L272 96 L300 132 L328 96 L364 108 L346 150 L300 136 L254 150 Z" fill="url(#fold)"/>',
    '<rect x="292" y="132" width="16" height="74" rx="3" fill="url(#fold)" opacity="0.6"/>',
    '<g fill="#f4f4f2"><circle cx="300" cy="152" r="4"/><circle cx="300" cy="180" r="4"/></g>',
  ].join('');

/** Trousers and jeans, seen from the front. */
const trousers: Shape = () =>
  [
    '<path d="M214 90 L386 90 L404 500 L318 506 L300 206 L282 506 L196 500 Z" fill="url(#body)"/>',
    '<rect x="214" y="90" width="172" height="26" fill="url(#fold)" opacity="0.75"/>',
    '<g fill="url(#trim)"><rect x="232" y="90" width="10" height="28"/><rect x="358" y="90" width="10" height="28"/><circle cx="300" cy="104" r="6"/></g>',
    stitch('M300 116 L300 200'),
    stitch('M226 126 Q262 150 280 128'),
    stitch('M374 126 Q338 150 320 128'),
    sheen('M222 140 L206 494 L232 496 L248 150 Z'),
  ].join('');

/** A girl's flared frock with a waistband and a bow. */
const frock: Shape = () =>
  [
    '<path d="M250 100 Q300 88 350 100 L380 130 L370 210 L460 470 Q300 500 140 470 L230 210 L220 130 Z" fill="url(#body)"/>',
    '<path d="M150 460 Q300 492 450 460 L460 478 Q300 508 140 478 Z" fill="#fff" opacity="0.55"/>',
    '<rect x="226" y="200" width="148" height="22" rx="6" fill="url(#trim)"/>',
    '<path d="M300 211 L270 194 L270 228 Z M300 211 L330 194 L330 228 Z" fill="url(#trim)"/>',
    seam('M260 230 L210 460', 2),
    seam('M340 230 L390 460', 2),
    sheen('M232 240 L176 456 L204 460 L252 246 Z'),
  ].join('');

/** A baby romper with snap buttons. */
const romper: Shape = () =>
  [
    '<path d="M236 110 Q300 134 364 110 L440 150 L414 220 L384 208 L392 380 L360 460 L318 462 L300 420 L282 462 L240 460 L208 380 L216 208 L186 220 L160 150 Z" fill="url(#body)"/>',
    '<path d="M236 110 Q300 146 364 110" fill="none" stroke="url(#fold)" stroke-width="9"/>',
    '<g fill="#f4f4f2">' + [0, 1, 2].map((i) => `<circle cx="300" cy="${190 + i * 44}" r="6"/>`).join('') + '</g>',
    '<circle cx="256" cy="300" r="20" fill="#fff" opacity="0.3"/>',
    sheen('M228 220 L220 376 L246 380 L252 224 Z'),
  ].join('');

/** A shoe in profile; `kind` sets its build: trainer, formal oxford, Peshawari chappal or sandal. */
function shoe(kind: 'trainer' | 'oxford' | 'chappal' | 'sandal'): Shape {
  return () => {
    const sole =
      kind === 'trainer'
        ? '<path d="M96 430 Q96 470 140 474 L470 474 Q520 470 520 430 L520 420 L96 420 Z" fill="#f4f4f2"/><path d="M96 452 L520 452" stroke="#d4d4d0" stroke-width="4"/>'
        : '<path d="M100 440 Q104 466 140 466 L478 466 Q512 462 512 436 L512 428 L100 428 Z" fill="url(#trim)"/>';
    const upper = {
      trainer:
        '<path d="M110 420 Q104 340 170 318 L300 250 Q350 228 380 268 L430 330 Q520 356 516 420 Z" fill="url(#body)"/>' +
        '<path d="M290 262 L360 336" stroke="#fff" stroke-width="5" opacity="0.7"/><path d="M268 280 L340 352" stroke="#fff" stroke-width="5" opacity="0.7"/>' +
        '<path d="M150 392 Q260 340 420 372" fill="none" stroke="#fff" stroke-width="10" opacity="0.5"/>',
      oxford:
        '<path d="M110 428 Q112 360 190 350 L320 318 Q380 304 420 344 Q500 366 508 428 Z" fill="url(#body)"/>' +
        '<path d="M300 324 Q330 360 372 334" fill="none" stroke="url(#fold)" stroke-width="4"/>' +
        stitch('M150 380 Q240 360 300 334'),
      chappal:
        '<path d="M110 428 Q116 380 180 372 L340 350 Q420 340 470 380 Q504 400 506 428 Z" fill="url(#body)"/>' +
        '<path d="M330 352 Q380 320 430 360 L470 384 Q420 356 380 372 Z" fill="url(#fold)"/>' +
        stitch('M140 410 Q300 370 480 404'),
      sandal:
        '<path d="M180 428 Q200 360 250 352 L280 428 Z" fill="url(#body)"/><path d="M300 428 Q320 330 390 340 Q440 350 450 428 Z" fill="url(#body)"/>' +
        '<path d="M240 360 L400 346" stroke="url(#fold)" stroke-width="14" stroke-linecap="round"/>',
    }[kind];
    return `<g>${sole}${upper}${sheen('M150 400 Q200 360 280 340 L290 356 Q210 376 164 410 Z')}</g>`;
  };
}

/** A smartphone (front), or a tablet when `wide`. */
function slate(wide: boolean): Shape {
  return () => {
    const [x, y, w, h] = wide ? [120, 110, 360, 400] : [200, 70, 200, 430];
    const r = wide ? 28 : 30;
    return [
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#body)"/>`,
      `<rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="${r - 8}" fill="url(#glass)"/>`,
      `<path d="M${x + 10} ${y + 10 + h * 0.5} L${x + w - 10} ${y + 10 + h * 0.2} L${x + w - 10} ${y + 40} Q${x + w - 10} ${y + 10} ${x + w - 30} ${y + 10} L${x + 30} ${y + 10} Q${x + 10} ${y + 10} ${x + 10} ${y + 30} Z" fill="#fff" opacity="0.08"/>`,
      wide
        ? `<circle cx="300" cy="${y + 4 + 6}" r="4" fill="#111"/>`
        : `<rect x="282" y="${y + 22}" width="36" height="10" rx="5" fill="#050505"/>`,
      `<g opacity="0.85">${Array.from({ length: wide ? 12 : 8 }, (_, i) => {
        const cols = wide ? 4 : 4;
        const size = wide ? 48 : 28;
        const gap = wide ? 30 : 14;
        const cx = x + 10 + (w - 20 - (cols * size + (cols - 1) * gap)) / 2 + (i % cols) * (size + gap);
        const cy = y + (wide ? 80 : 90) + Math.floor(i / cols) * (size + gap);
        return `<rect x="${cx}" y="${cy}" width="${size}" height="${size}" rx="${size / 4}" fill="url(#body)" opacity="${0.55 + (i % 3) * 0.15}"/>`;
      }).join('')}</g>`,
    ].join('');
  };
}

/** A charging case with two earbuds. */
const earbuds: Shape = () =>
  [
    '<rect x="170" y="270" width="260" height="190" rx="90" fill="url(#body)"/>',
    '<path d="M170 340 L430 340" stroke="url(#fold)" stroke-width="4"/>',
    '<circle cx="300" cy="400" r="7" fill="#5eead4"/>',
    '<g><ellipse cx="230" cy="190" rx="46" ry="52" fill="url(#body)"/><rect x="216" y="200" width="28" height="90" rx="14" fill="url(#body)"/><ellipse cx="222" cy="180" rx="16" ry="20" fill="url(#sheen)"/></g>',
    '<g><ellipse cx="370" cy="190" rx="46" ry="52" fill="url(#body)"/><rect x="356" y="200" width="28" height="90" rx="14" fill="url(#body)"/><ellipse cx="362" cy="180" rx="16" ry="20" fill="url(#sheen)"/></g>',
    sheen('M190 300 Q200 280 240 276 L240 290 Q206 296 200 320 Z'),
  ].join('');

/** Over-ear headphones. */
const headphones: Shape = () =>
  [
    '<path d="M150 330 Q150 110 300 110 Q450 110 450 330" fill="none" stroke="url(#body)" stroke-width="34" stroke-linecap="round"/>',
    '<path d="M170 300 Q176 150 300 142" fill="none" stroke="#fff" stroke-width="6" opacity="0.25"/>',
    '<rect x="112" y="290" width="96" height="170" rx="44" fill="url(#body)"/><rect x="392" y="290" width="96" height="170" rx="44" fill="url(#body)"/>',
    '<rect x="178" y="304" width="34" height="142" rx="16" fill="url(#trim)"/><rect x="388" y="304" width="34" height="142" rx="16" fill="url(#trim)"/>',
    sheen('M124 320 Q130 300 150 298 L150 440 Q128 430 124 410 Z'),
  ].join('');

/** A smart watch with its strap. */
const watch: Shape = () =>
  [
    '<path d="M240 60 L360 60 L350 200 L250 200 Z M250 400 L350 400 L360 540 L240 540 Z" fill="url(#body)"/>',
    stitch('M256 80 L256 190 M344 80 L344 190 M256 410 L256 520 M344 410 L344 520'),
    '<rect x="196" y="180" width="208" height="240" rx="56" fill="url(#metal)"/>',
    '<rect x="212" y="196" width="176" height="208" rx="44" fill="url(#glass)"/>',
    '<rect x="404" y="256" width="14" height="52" rx="6" fill="url(#metal)"/>',
    // A watch face, not text: the second view is mirrored and no font is needed.
    '<circle cx="300" cy="280" r="54" fill="none" stroke="url(#body)" stroke-width="8"/>',
    '<path d="M300 280 L300 244 M300 280 L326 294" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
    '<path d="M250 340 L350 340" stroke="url(#body)" stroke-width="10" stroke-linecap="round"/>',
    '<path d="M250 362 L320 362" stroke="#5eead4" stroke-width="10" stroke-linecap="round"/>',
  ].join('');

/** A power bank or a charger: a rounded block with a port and a light. */
const powerBank: Shape = () =>
  [
    '<rect x="190" y="110" width="220" height="390" rx="34" fill="url(#body)"/>',
    '<rect x="270" y="120" width="60" height="14" rx="7" fill="#1a1a1a"/>',
    '<g fill="#5eead4">' + [0, 1, 2, 3].map((i) => `<circle cx="${264 + i * 24}" cy="170" r="5"/>`).join('') + '</g>',
    sheen('M204 140 Q206 124 224 122 L236 122 L236 480 L224 480 Q206 478 204 462 Z'),
  ].join('');

/** A flat-screen TV on its feet. */
const tv: Shape = () =>
  [
    '<rect x="60" y="120" width="480" height="300" rx="10" fill="#1d1d1f"/>',
    '<rect x="72" y="132" width="456" height="276" rx="4" fill="url(#screen)"/>',
    '<path d="M72 408 L300 132 L528 132 L528 160 L96 408 Z" fill="#fff" opacity="0.06"/>',
    '<path d="M150 420 L130 480 M450 420 L470 480" stroke="#2a2a2c" stroke-width="12" stroke-linecap="round"/>',
  ].join('');

/** A folded bedsheet set, stacked. */
const bedsheet: Shape = () =>
  [
    '<rect x="130" y="360" width="340" height="110" rx="14" fill="url(#body)"/>',
    '<rect x="130" y="250" width="340" height="110" rx="14" fill="url(#body)"/>',
    '<rect x="150" y="170" width="300" height="84" rx="14" fill="url(#trim)" opacity="0.92"/>',
    '<g fill="#fff" opacity="0.35">' +
      Array.from({ length: 7 }, (_, i) => `<path d="M${160 + i * 46} 300 l14 -16 l14 16 l-14 16 z"/>`).join('') +
      '</g>',
    seam('M130 360 L470 360', 4),
    sheen('M140 262 L460 262 L460 276 L140 276 Z'),
  ].join('');

/** A frying pan (the cookware). */
const pan: Shape = () =>
  [
    '<ellipse cx="250" cy="330" rx="190" ry="120" fill="url(#body)"/>',
    '<ellipse cx="250" cy="316" rx="164" ry="96" fill="url(#screen)"/>',
    '<ellipse cx="210" cy="290" rx="80" ry="36" fill="#fff" opacity="0.08"/>',
    '<path d="M430 300 L560 250 Q580 246 580 266 L574 280 L440 340 Z" fill="url(#trim)"/>',
  ].join('');

/** A kitchen appliance: a jug blender or a kettle on its base. */
const appliance: Shape = () =>
  [
    '<rect x="180" y="400" width="240" height="100" rx="24" fill="url(#body)"/>',
    '<circle cx="300" cy="450" r="18" fill="url(#metal)"/>',
    '<path d="M206 120 L394 120 L374 400 L226 400 Z" fill="#dfe7ea" opacity="0.75"/>',
    '<path d="M394 160 Q460 170 452 260 Q446 330 384 340" fill="none" stroke="url(#body)" stroke-width="22"/>',
    '<rect x="196" y="96" width="208" height="34" rx="10" fill="url(#body)"/>',
    '<path d="M230 130 L246 392" stroke="#fff" stroke-width="10" opacity="0.5"/>',
  ].join('');

/** A round wall piece: a truck-art plate or a clock face. */
function roundel(clock: boolean): Shape {
  return () =>
    [
      '<circle cx="300" cy="290" r="200" fill="url(#body)"/>',
      '<circle cx="300" cy="290" r="160" fill="#fbf8f1"/>',
      clock
        ? Array.from({ length: 12 }, (_, i) => {
            const a = (i * Math.PI) / 6;
            return `<rect x="296" y="146" width="8" height="${i % 3 === 0 ? 28 : 16}" fill="#222" transform="rotate(${(a * 180) / Math.PI} 300 290)"/>`;
          }).join('') +
          '<path d="M300 290 L300 190 M300 290 L370 320" stroke="#222" stroke-width="10" stroke-linecap="round"/><circle cx="300" cy="290" r="10" fill="url(#body)"/>'
        : Array.from(
            { length: 8 },
            (_, i) =>
              `<ellipse cx="300" cy="190" rx="22" ry="60" fill="url(#body)" opacity="0.85" transform="rotate(${i * 45} 300 290)"/>`,
          ).join('') + '<circle cx="300" cy="290" r="36" fill="url(#trim)"/>',
      sheen('M150 220 Q190 120 300 96 L300 110 Q204 134 166 226 Z'),
    ].join('');
}

/** A vase. */
const vase: Shape = () =>
  [
    '<path d="M258 90 L342 90 L336 150 Q440 240 420 380 Q404 480 300 500 Q196 480 180 380 Q160 240 264 150 Z" fill="url(#body)"/>',
    '<ellipse cx="300" cy="92" rx="42" ry="10" fill="url(#fold)"/>',
    '<path d="M190 330 Q300 350 410 330" fill="none" stroke="url(#trim)" stroke-width="12"/>',
    sheen('M232 210 Q196 300 214 420 L236 424 Q222 300 256 210 Z'),
  ].join('');

/** A square cushion with a block-print pattern. */
const cushion: Shape = () =>
  [
    '<path d="M120 130 Q300 100 480 130 Q510 300 480 470 Q300 500 120 470 Q90 300 120 130 Z" fill="url(#body)"/>',
    '<g fill="none" stroke="#fff" stroke-width="6" opacity="0.45"><rect x="200" y="200" width="200" height="200" transform="rotate(45 300 300)"/><circle cx="300" cy="300" r="46"/></g>',
    sheen('M140 160 Q300 134 460 160 L456 176 Q300 150 144 178 Z'),
  ].join('');

/** A prayer mat with its mihrab arch. */
const prayerMat: Shape = () =>
  [
    '<rect x="150" y="70" width="300" height="450" rx="8" fill="url(#body)"/>',
    '<rect x="172" y="92" width="256" height="406" rx="4" fill="none" stroke="url(#trim)" stroke-width="10"/>',
    '<path d="M200 480 L200 220 Q200 140 300 120 Q400 140 400 220 L400 480" fill="none" stroke="#f3e3b3" stroke-width="8"/>',
    '<path d="M300 150 l14 24 l-14 24 l-14 -24 z" fill="#f3e3b3"/>',
    '<path d="M150 520 l0 16 M170 520 l0 16 M190 520 l0 16 M410 520 l0 16 M430 520 l0 16 M450 520 l0 16" stroke="url(#trim)" stroke-width="4"/>',
  ].join('');

/** A cosmetic bottle: a serum dropper, a tube, a jar or a perfume flacon. */
function bottle(kind: 'dropper' | 'tube' | 'jar' | 'perfume'): Shape {
  return () =>
    ({
      dropper:
        '<rect x="230" y="210" width="140" height="290" rx="26" fill="url(#body)"/><rect x="270" y="150" width="60" height="64" rx="8" fill="url(#trim)"/><ellipse cx="300" cy="130" rx="26" ry="30" fill="url(#trim)"/>' +
        '<rect x="246" y="300" width="108" height="120" rx="6" fill="#fbf8f1" opacity="0.9"/><path d="M262 340 L338 340 M262 366 L320 366" stroke="url(#fold)" stroke-width="6"/>' +
        sheen('M244 230 L244 480 L262 480 L262 230 Z'),
      tube:
        '<path d="M220 90 L380 90 L350 420 L250 420 Z" fill="url(#body)"/><rect x="256" y="420" width="88" height="80" rx="10" fill="url(#trim)"/>' +
        '<rect x="252" y="190" width="96" height="110" rx="6" fill="#fbf8f1" opacity="0.9"/><path d="M266 230 L334 230 M266 256 L316 256" stroke="url(#fold)" stroke-width="6"/>' +
        sheen('M234 100 L258 400 L270 400 L250 100 Z'),
      jar:
        '<rect x="170" y="300" width="260" height="190" rx="30" fill="url(#body)"/><rect x="160" y="240" width="280" height="74" rx="18" fill="url(#trim)"/>' +
        '<rect x="210" y="360" width="180" height="70" rx="8" fill="#fbf8f1" opacity="0.9"/>' +
        sheen('M184 320 L184 470 L204 470 L204 320 Z'),
      perfume:
        '<rect x="276" y="100" width="48" height="70" rx="8" fill="url(#metal)"/><rect x="260" y="160" width="80" height="30" rx="6" fill="url(#metal)"/>' +
        '<path d="M190 200 L410 200 Q440 200 440 232 L440 470 Q440 500 410 500 L190 500 Q160 500 160 470 L160 232 Q160 200 190 200 Z" fill="url(#body)" opacity="0.92"/>' +
        '<rect x="210" y="300" width="180" height="90" rx="6" fill="#fff" opacity="0.25"/>' +
        sheen('M178 220 L178 480 L206 480 L206 220 Z'),
    })[kind];
}

/** A cricket bat with its grip. */
const bat: Shape = () =>
  [
    '<g transform="rotate(-30 300 300)">',
    '<rect x="288" y="40" width="24" height="170" rx="10" fill="url(#body)"/>',
    '<path d="M288 60 L312 60 M288 90 L312 90 M288 120 L312 120 M288 150 L312 150 M288 180 L312 180" stroke="url(#fold)" stroke-width="5"/>',
    '<path d="M262 210 L338 210 L344 540 Q300 556 256 540 Z" fill="#e9d3a3"/>',
    '<path d="M300 214 L300 540" stroke="#c9ac74" stroke-width="6"/>',
    '<rect x="262" y="300" width="76" height="60" fill="url(#body)"/>',
    '</g>',
  ].join('');

/** A cricket ball with its seam. */
const ball: Shape = () =>
  [
    '<circle cx="300" cy="320" r="160" fill="url(#body)"/>',
    '<path d="M190 210 Q300 320 410 430" fill="none" stroke="#f4f1ea" stroke-width="8" stroke-dasharray="4 10"/>',
    '<path d="M176 228 Q286 338 394 444" fill="none" stroke="#f4f1ea" stroke-width="8" stroke-dasharray="4 10"/>',
    '<ellipse cx="240" cy="250" rx="60" ry="40" fill="url(#sheen)"/>',
  ].join('');

/** A batting or training glove. */
const glove: Shape = () =>
  [
    '<path d="M200 500 L200 240 Q200 200 232 200 L232 120 Q232 96 256 96 Q280 96 280 120 L280 190 L300 100 Q304 80 326 82 Q348 86 344 110 L330 200 L366 130 Q378 110 398 118 Q416 128 406 150 L370 260 L420 240 Q446 236 446 262 L400 380 L400 500 Z" fill="url(#body)"/>',
    '<g fill="url(#fold)" opacity="0.6"><rect x="236" y="130" width="40" height="14" rx="6"/><rect x="300" y="120" width="36" height="14" rx="6"/></g>',
    '<rect x="200" y="450" width="200" height="50" rx="6" fill="url(#trim)"/>',
    sheen('M214 250 L214 440 L236 440 L236 250 Z'),
  ].join('');

/** A dumbbell. */
const dumbbell: Shape = () =>
  [
    '<rect x="180" y="300" width="240" height="34" rx="12" fill="url(#metal)"/>',
    '<rect x="110" y="220" width="80" height="200" rx="20" fill="url(#body)"/><rect x="410" y="220" width="80" height="200" rx="20" fill="url(#body)"/>',
    '<rect x="170" y="250" width="30" height="140" rx="10" fill="url(#body)"/><rect x="400" y="250" width="30" height="140" rx="10" fill="url(#body)"/>',
    sheen('M122 236 L122 404 L140 404 L140 236 Z'),
  ].join('');

/** A rolled yoga mat, or a coiled skipping rope's stand-in. */
const rolledMat: Shape = () =>
  [
    '<rect x="110" y="250" width="380" height="170" rx="85" fill="url(#body)"/>',
    '<ellipse cx="450" cy="335" rx="44" ry="85" fill="url(#fold)"/>',
    '<path d="M450 335 m-8 0 a8 8 0 1 1 16 0 a22 26 0 1 1 -44 0 a36 46 0 1 1 72 0" fill="none" stroke="url(#body)" stroke-width="6"/>',
    '<rect x="230" y="246" width="24" height="178" fill="url(#trim)"/><rect x="330" y="246" width="24" height="178" fill="url(#trim)"/>',
    sheen('M150 266 L430 266 L430 284 L150 284 Z'),
  ].join('');

/** A box of tea, dry fruit or a gift set, with a printed band. */
const box: Shape = () =>
  [
    '<path d="M150 180 L390 180 L450 140 L210 140 Z" fill="url(#bodyV)"/>',
    '<path d="M390 180 L450 140 L450 440 L390 490 Z" fill="url(#fold)"/>',
    '<rect x="150" y="180" width="240" height="310" fill="url(#body)"/>',
    '<rect x="150" y="280" width="240" height="90" fill="#fbf8f1" opacity="0.9"/>',
    '<path d="M180 310 L360 310 M180 338 L320 338" stroke="url(#fold)" stroke-width="8"/>',
    sheen('M160 190 L160 480 L180 480 L180 190 Z'),
  ].join('');

/** A stand-up pouch (snacks, nuts). */
const pouch: Shape = () =>
  [
    '<path d="M180 120 L420 120 L430 160 Q450 330 430 500 L170 500 Q150 330 170 160 Z" fill="url(#body)"/>',
    '<rect x="180" y="120" width="240" height="30" fill="url(#fold)" opacity="0.7"/>',
    '<ellipse cx="300" cy="330" rx="90" ry="70" fill="#fbf8f1" opacity="0.9"/>',
    '<g fill="#a0703a">' +
      [0, 1, 2, 3, 4]
        .map((i) => `<ellipse cx="${256 + i * 22}" cy="${330 + (i % 2) * 14}" rx="12" ry="18"/>`)
        .join('') +
      '</g>',
    sheen('M190 170 Q180 330 192 490 L212 490 Q200 330 210 170 Z'),
  ].join('');

/** A notebook, a pen pack or a geometry box. */
const notebook: Shape = () =>
  [
    '<rect x="170" y="90" width="290" height="400" rx="10" fill="url(#body)"/>',
    '<g fill="none" stroke="url(#metal)" stroke-width="8">' +
      Array.from({ length: 10 }, (_, i) => `<ellipse cx="170" cy="${120 + i * 38}" rx="14" ry="10"/>`).join('') +
      '</g>',
    '<rect x="230" y="170" width="180" height="70" rx="6" fill="#fbf8f1" opacity="0.92"/>',
    '<path d="M250 196 L390 196 M250 218 L350 218" stroke="url(#fold)" stroke-width="6"/>',
    '<g transform="rotate(28 420 380)"><rect x="400" y="220" width="22" height="260" rx="6" fill="url(#trim)"/><path d="M400 480 L411 512 L422 480 Z" fill="#222"/></g>',
  ].join('');

/** Every kind the demo draws. */
export const SHAPES = {
  kurta,
  lawnSuit,
  kurti,
  tshirt,
  polo,
  trousers,
  frock,
  romper,
  trainer: shoe('trainer'),
  oxford: shoe('oxford'),
  chappal: shoe('chappal'),
  sandal: shoe('sandal'),
  phone: slate(false),
  tablet: slate(true),
  earbuds,
  headphones,
  watch,
  powerBank,
  tv,
  bedsheet,
  pan,
  appliance,
  wallPlate: roundel(false),
  clock: roundel(true),
  vase,
  cushion,
  prayerMat,
  dropper: bottle('dropper'),
  tube: bottle('tube'),
  jar: bottle('jar'),
  perfume: bottle('perfume'),
  bat,
  ball,
  glove,
  dumbbell,
  rolledMat,
  box,
  pouch,
  notebook,
} satisfies Record<string, Shape>;

/** A kind of product picture. */
export type PictureKind = keyof typeof SHAPES;

/** True for a kind `SHAPES` draws. */
export const isPictureKind = (kind: string): kind is PictureKind => Object.hasOwn(SHAPES, kind);
