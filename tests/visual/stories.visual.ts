import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { baselineChromium, maxDiffPixelRatio, runningChromium, sameChromium } from './baseline';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

const storybookDir =
  process.env.SAUDA_STORYBOOK_DIR ?? fileURLToPath(new URL('../../storybook-static', import.meta.url));
const index = JSON.parse(readFileSync(`${storybookDir}/index.json`, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));

const viewportWidths: Record<string, number> = {
  phone360: 360,
  phone640: 640,
  tablet768: 768,
  laptop1024: 1024,
  desktop1280: 1280,
};

if (!sameChromium) {
  console.warn(
    `Visual baselines were taken with ${baselineChromium ?? 'an unknown Chromium'}, this is ${runningChromium}: ` +
      `comparing with a ${maxDiffPixelRatio * 100}% tolerance. Re-baseline with: npm run test:visual -- --update-snapshots`,
  );
}

/** The viewport a story asks for through `globals.viewport`, read from Storybook's own store. */
async function storyViewport(page: Page, id: string): Promise<string | undefined> {
  // The preview creates its store after the document's load event; on a busy machine that is later still.
  await page.waitForFunction(
    () => (window as unknown as { __STORYBOOK_PREVIEW__?: Partial<PreviewApi> }).__STORYBOOK_PREVIEW__?.storyStoreValue,
  );
  return page.evaluate(async (storyId) => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: PreviewApi }).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue.loadStory({ storyId });
    return story.storyGlobals?.viewport?.value;
  }, id);
}
interface PreviewApi {
  storyStoreValue: {
    loadStory(args: { storyId: string }): Promise<{ storyGlobals?: { viewport?: { value?: string } } }>;
  };
}

/** The requests each story page has in flight, and when the last one started or ended. */
interface Traffic {
  pending: Set<unknown>;
  lastActivity: number;
}
const traffic = new WeakMap<Page, Traffic>();

function trackRequests(page: Page) {
  const state: Traffic = { pending: new Set(), lastActivity: Date.now() };
  traffic.set(page, state);
  const settle = (request: unknown) => {
    state.pending.delete(request);
    state.lastActivity = Date.now();
  };
  page.on('request', (request) => {
    state.pending.add(request);
    state.lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
}

/**
 * React reveals a Suspense boundary's content at the earliest 300 ms after it committed the fallback
 * (FALLBACK_THROTTLE_MS in react-dom 19), however fast the chunk arrived.
 */
const suspenseRevealMs = 350;

/**
 * A widget may load part of itself with `import()` (the kit's drawers and popovers do), and a story that opens one on
 * mount finishes rendering before that chunk arrives; React then shows it only once its reveal throttle has passed.
 * Wait until nothing is in flight, nothing has moved on the network for longer than that throttle, and React has had
 * two frames to render what arrived, twice in a row.
 */
async function waitForOnDemandChunks(page: Page) {
  const state = traffic.get(page)!;
  for (let quiet = 0; quiet < 2;) {
    await expect
      .poll(() => state.pending.size === 0 && Date.now() - state.lastActivity >= suspenseRevealMs, {
        intervals: [50],
      })
      .toBe(true);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    quiet = state.pending.size === 0 ? quiet + 1 : 0;
  }
}

/**
 * One page per worker, reused from story to story (each story is a fresh document load), so Storybook's
 * bundles come from Chromium's cache and no renderer is started per story.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(workerInfo.project.use);
      const page = await context.newPage();
      trackRequests(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * A screenshot taller than the viewport races Chromium's judgement of what is off screen: `content-visibility: auto`
 * (the product grid's cards) skips painting it and `loading="lazy"` images do not load, so a card would show blank in
 * one run and drawn in the next; pictures waiting for the screen have no file at all. Paint and load everything, as
 * a full-page print would.
 */
async function paintEverything(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) image.setAttribute('loading', 'eager');
    // Pictures the kit keeps for when they come near the screen (`nearScreen`, the page stories' storefront) get
    // their files now, as the watcher would give them on scrolling.
    for (const image of document.querySelectorAll<HTMLImageElement>('img[data-near-src]')) {
      const srcset = image.getAttribute('data-near-srcset');
      if (srcset) image.srcset = srcset;
      image.src = image.getAttribute('data-near-src') ?? '';
    }
  });
}

/**
 * The two ways each story is seen: in English left to right, and in Urdu right to left (the toolbar's language gives
 * every widget its Urdu texts, `@sauda/ui/texts/ur`; the storefront's own words in the page stories stay English).
 */
const readings = {
  ltr: 'dir:ltr;locale:en',
  ur: 'dir:rtl;locale:ur',
} as const;
type Reading = keyof typeof readings;

async function openStory(page: Page, id: string, reading: Reading) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=${readings[reading]}`);
  const viewport = await storyViewport(page, id);
  const width = viewport ? viewportWidths[viewport] : undefined;
  if (width) await page.setViewportSize({ width, height: 800 });
  // Rendered and its play function done (it may open a dialog or type), then fonts loaded and images decoded.
  await page.waitForFunction(() => {
    const phase = (window as unknown as { __STORYBOOK_PREVIEW__: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__.currentRender?.phase;
    return phase === 'finished' || phase === 'completed' || phase === 'errored';
  });
  await waitForOnDemandChunks(page);
  await paintEverything(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (img) => img.decode().catch(() => undefined)));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/**
 * Overlays animate in and are positioned by measuring their trigger. A story that opens one on mount can measure
 * before Storybook pads its root, so ask for a fresh placement (React Aria re-places on resize), then wait until
 * none is entering and none moves.
 */
async function waitForOverlaysToSettle(page: Page) {
  await page.waitForFunction(() => document.querySelector('[data-entering], [data-exiting]') === null);
  await page.evaluate(() => window.dispatchEvent(new Event('resize')));
  await page.waitForFunction(async () => {
    const boxes = () =>
      Array.from(
        document.querySelectorAll('[role="dialog"], [role="listbox"], [role="menu"], [data-slot="popover-content"]'),
      )
        .map((element) => JSON.stringify(element.getBoundingClientRect()))
        .join();
    const before = boxes();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return before === boxes();
  });
}

for (const story of stories) {
  for (const reading of Object.keys(readings) as Reading[]) {
    test(`${story.title} / ${story.name} [${reading}]`, async ({ storyPage: page }) => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await openStory(page, story.id, reading);
      const portal = page.locator('[role="dialog"], [role="listbox"], [role="menu"], [data-slot="popover-content"]');
      const hasPortal = (await portal.count()) > 0;
      if (hasPortal) await waitForOverlaysToSettle(page);
      const target = hasPortal ? page : page.locator('#storybook-root');
      await expect(target).toHaveScreenshot(`${story.id}--${reading}.png`, { maxDiffPixelRatio });
    });
  }
}
