import { NEAR_SRC, NEAR_SRCSET } from './responsive-image';

const PICTURES = `img[${NEAR_SRC}]`;

/**
 * How near the viewport a picture's file is asked for: one screen above and below, so a shopper scrolling at reading
 * speed finds it there. Chromium's own `loading="lazy"` asks 1,250 px ahead on a fast connection and 2,500 px on a
 * slow one, which on the home page fetched 98 kB of pictures no phone showed on a first visit (issue 33).
 */
const NEAR = '100% 0px';

let watching = false;

/** Gives a picture its files (`srcset` first, so the browser picks from it rather than fetching `src`). */
function show(image: HTMLImageElement) {
  const src = image.getAttribute(NEAR_SRC);
  if (src === null) return;
  const srcset = image.getAttribute(NEAR_SRCSET);
  if (srcset) image.srcset = srcset;
  else image.removeAttribute('srcset');
  image.src = src;
}

/**
 * Fetches the files of the pictures the kit sends without them (`ResponsiveImagesProvider`'s `nearScreen`) when they
 * come within a screen of the viewport, now and as pages render more; a shown picture whose file changes (the same
 * `<img>` given another product) gets the new one. The provider calls it once the page has first painted; later
 * calls do nothing. Where `IntersectionObserver` is missing, every picture gets its file at once.
 */
export function watchNearScreenPictures(root: HTMLElement = document.documentElement): void {
  if (watching) return;
  watching = true;
  const shown = new WeakSet<HTMLImageElement>();
  const reveal = (image: HTMLImageElement) => {
    shown.add(image);
    show(image);
  };
  const near =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              near?.unobserve(entry.target);
              reveal(entry.target as HTMLImageElement);
            }
          },
          { rootMargin: NEAR },
        );
  const picturesIn = (node: Node): HTMLImageElement[] => {
    if (!(node instanceof Element)) return [];
    const inside = [...node.querySelectorAll<HTMLImageElement>(PICTURES)];
    return node.matches(PICTURES) ? [node as HTMLImageElement, ...inside] : inside;
  };
  const watch = (node: Node) => {
    for (const image of picturesIn(node)) {
      if (near) near.observe(image);
      else reveal(image);
    }
  };
  watch(root);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        const image = record.target as HTMLImageElement;
        if (shown.has(image)) show(image);
        else if (image.matches(PICTURES)) watch(image);
        continue;
      }
      record.addedNodes.forEach(watch);
      if (near) record.removedNodes.forEach((node) => picturesIn(node).forEach((image) => near.unobserve(image)));
    }
  }).observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: [NEAR_SRC, NEAR_SRCSET] });
}
