import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** `storefront/src/boot.tsx`'s `INTERACTIVE_MARK`. */
const INTERACTIVE_MARK = 'sauda:interactive';
/** The template of a page rendered by the server (`storefront/src/after-paint.ts`'s `AFTER_PAINT_HINTS_ID`). */
const AFTER_PAINT_HINTS_ID = 'after-paint-hints';

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

/**
 * Makes `goto` and `reload` of a page the server rendered wait until the storefront is interactive. Such a page (a
 * catalogue page) shows before its code has run; a shopper's tap in that moment is held and replayed once the code
 * has taken over (`storefront/src/held-interactions.ts`, tested in `first-load.e2e.ts`), and a journey that acted at
 * once would test that moment rather than the storefront.
 */
function waitForInteractive(page: Page) {
  for (const name of ['goto', 'reload'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await original(...args);
        // Only a page the server rendered shows before its code has run; the others appear with it.
        if ((await page.locator(`#${AFTER_PAINT_HINTS_ID}`).count()) > 0)
          await page.evaluate(untilMarked, INTERACTIVE_MARK);
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
