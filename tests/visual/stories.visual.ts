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
 * One page per worker, reused from story to story (showStory), so no renderer is started per story and Storybook's
 * bundles come from Chromium's cache.
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
  await page.evaluate(() => {
    if (!document.getElementById('paint-everything')) {
      const style = Object.assign(document.createElement('style'), { id: 'paint-everything' });
      style.textContent = '* { content-visibility: visible !important; }';
      document.head.append(style);
    }
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

/** What each worker's page last showed: a story file, in a reading. */
const pageShows = new WeakMap<Page, string>();

/**
 * Shows a story in the worker's page. A story of another file or reading than the page's last is a document load: a
 * story file's imports stay in the preview once loaded (the page stories bring the storefront's stylesheet), so each
 * file starts from the preview alone, as in Storybook. The file's next stories switch over the preview's channel, as
 * Storybook's own UI does, leaving its bundles parsed and evaluated: a document load and render measured 0.6-0.8 s a
 * story against 0.3 s for a switch, and the whole suite 16.6 min against about 26 on a slow day. Before a switch the
 * page is scrolled back to the top and React Aria's input modality (global to the page) is put back to what a fresh
 * page's counts as: any modality but a pointer's shows a focus ring, and a previous story's clicks leave it at
 * 'pointer'.
 */
async function showStory(page: Page, story: IndexEntry, reading: Reading) {
  const shows = `${story.title} [${reading}]`;
  const shown = pageShows.get(page);
  pageShows.set(page, shows);
  if (shown !== shows) {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=${readings[reading]}`);
    return;
  }
  // The switch counts as traffic: a part the story loads on demand is waited for from here (waitForOnDemandChunks).
  traffic.get(page)!.lastActivity = Date.now();
  await page.evaluate((storyId) => {
    const channel = (
      window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: object): void } }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    window.scrollTo(0, 0);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Unidentified', bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Unidentified', bubbles: true }));
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, story.id);
}

async function openStory(page: Page, story: IndexEntry, reading: Reading) {
  await showStory(page, story, reading);
  const viewport = await storyViewport(page, story.id);
  const width = viewport ? viewportWidths[viewport] : undefined;
  if (width) await page.setViewportSize({ width, height: 800 });
  // This story rendered and its play function done (it may open a dialog or type), then fonts loaded and images
  // decoded.
  await page.waitForFunction((storyId) => {
    const render = (window as unknown as { __STORYBOOK_PREVIEW__: { currentRender?: { id?: string; phase?: string } } })
      .__STORYBOOK_PREVIEW__.currentRender;
    const phase = render?.phase;
    return render?.id === storyId && (phase === 'finished' || phase === 'completed' || phase === 'errored');
  }, story.id);
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

// Reading by reading, so a file's stories in one reading follow each other and share a document (showStory).
for (const reading of Object.keys(readings) as Reading[]) {
  for (const story of stories) {
    test(`${story.title} / ${story.name} [${reading}]`, async ({ storyPage: page }) => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await openStory(page, story, reading);
      const portal = page.locator('[role="dialog"], [role="listbox"], [role="menu"], [data-slot="popover-content"]');
      const hasPortal = (await portal.count()) > 0;
      if (hasPortal) await waitForOverlaysToSettle(page);
      const target = hasPortal ? page : page.locator('#storybook-root');
      await expect(target).toHaveScreenshot(`${story.id}--${reading}.png`, { maxDiffPixelRatio });
    });
  }
}
