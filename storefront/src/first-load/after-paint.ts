/**
 * The id of the `<template>` in which the reference server puts a rendered page's hints (its code and first
 * requests); the same id as the server's `AFTER_PAINT_HINTS_ID` (checked by tests/contract).
 */
export const AFTER_PAINT_HINTS_ID = 'after-paint-hints';

/** A page whose paint is never reported (or whose picture never loads) still comes alive by then. */
const LATEST_START_MS = 3000;

/** Resolves once the browser has painted the page's content (first contentful paint), at once where it does not say. */
function firstContentfulPaint(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves once the picture the head preloads (the page's largest) is ready in its `<img>`, if the page shows it. */
function largestPicture(): Promise<void> {
  const href = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.href;
  const image = href ? [...document.images].find((img) => img.src === href) : undefined;
  return image ? image.decode().catch(() => undefined) : Promise.resolve();
}

/**
 * Calls `then` once a server-rendered page has painted: its content, and its largest picture. The page's code and
 * data (in the `AFTER_PAINT_HINTS_ID` template) are asked for then, all at once, so they never share the phone's
 * bandwidth with what the shopper is waiting to see. A page without that template (the cart, rendered in its loading
 * state) has its code named in the head, already on its way: `then` is called at once. Returns a function that calls
 * `then` at once instead (the shopper is already using the page); `then` is called only once either way.
 */
export function afterPaint(then: () => void): () => void {
  let done = false;
  const hints = document.getElementById(AFTER_PAINT_HINTS_ID);
  const go = () => {
    if (done) return;
    done = true;
    if (hints instanceof HTMLTemplateElement) document.head.append(hints.content);
    then();
  };
  if (!hints) {
    go();
    return go;
  }
  setTimeout(go, LATEST_START_MS);
  void Promise.all([firstContentfulPaint(), largestPicture()]).then(() => setTimeout(go, 0));
  return go;
}
