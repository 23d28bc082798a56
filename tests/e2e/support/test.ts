import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** `storefront/src/first-load/boot.tsx`'s `INTERACTIVE_MARK`. */
const INTERACTIVE_MARK = 'sauda:interactive';

/** In the page: resolves once `mark` is set. Watches the marks rather than polling, so a test's fake clock is no matter. */
function untilMarked(mark: string) {
  return new Promise<void>((resolve) => {
    if (performance.getEntriesByName(mark).length > 0) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(mark).length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'mark' });
  });
}

/** Whether a document the server sent has a page rendered in its root (`storefront/src/entry-server.tsx`). */
export const renderedByServer = (document = '') => /<div id="root"[^>]*><[a-z]/.test(document);

/**
 * Makes `goto` and `reload` of a page the server rendered wait until the storefront is interactive. Such a page (a
 * catalogue page, or the cart in its loading state) shows before its code has run; a shopper's tap in that moment is
 * held and replayed once the code has taken over (`storefront/src/first-load/held-interactions.ts`, tested in
 * `first-load.e2e.ts`), and a journey that acted at once would test that moment rather than the storefront.
 */
function waitForInteractive(page: Page) {
  for (const name of ['goto', 'reload'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await original(...args);
        // Only a page the server rendered shows before its code has run; the others appear with it. The document
        // tells which: by now the root of either may have content, and a page drawn in the browser under a test's
        // fake clock (whose `performance` keeps no marks) would never report the mark.
        if (renderedByServer(await response?.text().catch(() => ''))) {
          await page.evaluate(untilMarked, INTERACTIVE_MARK);
        }
        return response;
      },
    });
  }
}

/** Playwright's `test`, where every page of a test's context waits for the storefront on `goto` and `reload`. */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.pages().forEach(waitForInteractive);
    context.on('page', waitForInteractive);
    await use(context);
  },
});
