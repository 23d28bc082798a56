import type { PictureKind } from './shapes';

/** The picture of each product stem of the demo catalogue (catalogue-data.ts), by the words in its name. */
const BY_WORDS: [RegExp, PictureKind][] = [
  [/kurta|shalwar|wash & wear|boski|waistcoat/i, 'kurta'],
  [/lawn|3-piece|2-piece|chikankari|lehenga/i, 'lawnSuit'],
  [/kurti|tunic/i, 'kurti'],
  [/polo/i, 'polo'],
  [/t-shirt|tee\b|henley/i, 'tshirt'],
  [/jeans|chinos|trousers|denim/i, 'trousers'],
  [/frock/i, 'frock'],
  [/romper|onesie/i, 'romper'],
  [/chappal|khussa/i, 'chappal'],
  [/oxford|school shoes/i, 'oxford'],
  [/sandal/i, 'sandal'],
  [/running|sneaker|light-up/i, 'trainer'],
  [/earbud|neckband/i, 'earbuds'],
  [/headphone/i, 'headphones'],
  [/tablet/i, 'tablet'],
  [/phone|back cover|tempered glass/i, 'phone'],
  [/charger|cable|power bank/i, 'powerBank'],
  [/watch|fitness band/i, 'watch'],
  [/\btv\b/i, 'tv'],
  [/bedsheet|bed set/i, 'bedsheet'],
  [/pan|cooker|cookware/i, 'pan'],
  [/wall plate/i, 'wallPlate'],
  [/clock/i, 'clock'],
  [/vase/i, 'vase'],
  [/cushion/i, 'cushion'],
  [/juicer|blender|kettle|air fryer|chopper/i, 'appliance'],
  [/prayer mat|jaye namaz/i, 'prayerMat'],
  [/serum|hair oil/i, 'dropper'],
  [/face wash|sunblock|shampoo/i, 'tube'],
  [/cream/i, 'jar'],
  [/parfum|attar|mist/i, 'perfume'],
  [/straightener/i, 'powerBank'],
  [/bat\b/i, 'bat'],
  [/gloves/i, 'glove'],
  [/ball/i, 'ball'],
  [/dumbbell/i, 'dumbbell'],
  [/yoga mat|skipping rope|resistance band/i, 'rolledMat'],
  [/tea|chai/i, 'box'],
  [/almonds|walnuts|nimco/i, 'pouch'],
  [/dry fruit box|geometry box|colour set/i, 'box'],
  [/pen|notebook/i, 'notebook'],
];

/** The picture kind of a product stem ('Peshawari Chappal' → chappal); a box for anything not listed. */
export function pictureKindOf(stem: string): PictureKind {
  return BY_WORDS.find(([words]) => words.test(stem))?.[1] ?? 'box';
}
