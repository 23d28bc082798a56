import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The kit's text font is @fontsource's Inter plus a smaller core face for the characters nearly every page prints
 * (packages/ui/scripts/latin-core-font.mjs), declared after the package's faces. A page of plain text fetches the core
 * alone; a page with another Latin character (an accented name) also fetches the package's Latin file for it. Urdu
 * pages draw Urdu the same way, from a core of Noto Naskh Arabic's Arabic file (urdu-core-font.mjs).
 */

/** The font files the page has fetched once its text has settled, by name without the build's hash. */
async function fontsFetched(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return performance
      .getEntriesByType('resource')
      .map((entry) => entry.name.slice(entry.name.lastIndexOf('/') + 1))
      .filter((name) => name.endsWith('.woff2'))
      .map((name) => name.replace(/-[\w-]{8}\.woff2$/, ''))
      .sort();
  });
}

/** The fonts Chromium drew the first `selector`'s text with. */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }));
}

test('a page of plain text fetches only the core of the Latin font', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await fontsFetched(page)).toEqual(['inter-latin-core-wght-normal']);
});

test("a search for an accented name fetches the package's Latin file too, and draws it all in Inter", async ({
  page,
}) => {
  await page.goto('/search?query=Nestl%C3%A9');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "Nestlé"' })).toBeVisible();
  expect(await fontsFetched(page)).toEqual(['inter-latin-core-wght-normal', 'inter-latin-wght-normal']);
  // Every glyph of the heading, 'é' included, comes from a downloaded Inter file (named 'Inter' inside), none from a
  // font of the system.
  expect(await fontsDrawing(page, 'h1')).toEqual([{ familyName: 'Inter', isCustomFont: true }]);
});

/** Loads a package's whole file (`file`, as a face of the page's stylesheets declares it) under a family name of its own. */
async function loadWhole(page: Page, { file, family }: { file: string; family: string }) {
  await page.evaluate(
    async ({ file, family }) => {
      const whole = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .find((rule) => rule.style.getPropertyValue('src').includes(`${file}-`));
      if (!whole) throw new Error(`no @font-face for ${file}`);
      // The page's face's characters (a space outside them comes from the fallback font in both) and weights (Naskh's
      // one weight is made bold by the browser in both).
      const face = new FontFace(family, whole.style.getPropertyValue('src'), {
        weight: whole.style.getPropertyValue('font-weight'),
        unicodeRange: whole.style.getPropertyValue('unicode-range'),
      });
      document.fonts.add(await face.load());
    },
    { file, family },
  );
}

/** The package's Latin file, as 'Whole Latin'. */
const loadWholeLatin = (page: Page) => loadWhole(page, { file: 'inter-latin-wght-normal', family: 'Whole Latin' });

/** Sets `text` in a paragraph of its own, in `family` and `weight`, once that font is there. */
async function setSample(page: Page, sample: { text: string; family: string; weight: number; numeric: string }) {
  await page.evaluate(async ({ text, family, weight, numeric }) => {
    document.getElementById('font-sample')?.remove();
    const paragraph = document.createElement('p');
    paragraph.id = 'font-sample';
    Object.assign(paragraph.style, {
      position: 'fixed',
      inset: '0 auto auto 0',
      zIndex: '99',
      padding: '4px',
      background: '#fff',
      color: '#000',
      whiteSpace: 'pre',
      fontSize: '16px',
      fontFamily: family,
      fontWeight: String(weight),
      fontVariantNumeric: numeric,
    });
    paragraph.textContent = text;
    document.body.append(paragraph);
    await document.fonts.load(`${weight} 16px ${family}`, text);
  }, sample);
  return page.locator('#font-sample');
}

const weights = [400, 500, 600, 700];
const numerics = ['normal', 'tabular-nums'];
const families = ['"Inter Variable"', '"Whole Latin"'];

test("text looks exactly as in the package's Latin file alone, at every weight", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await loadWholeLatin(page);
  const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
  // Printable ASCII; the core's marks; a name with a letter the package's file serves beside the core's.
  const texts = [printable, 'Rs 12,499 × 3 – “Kurta” — ‘A © 2026 · −10% • 9…', 'Nestlé Milkpak'];
  let compared = 0;
  for (const weight of weights) {
    for (const numeric of numerics) {
      for (const text of texts) {
        const shots = [];
        for (const family of families) {
          const sample = await setSample(page, { text, family, weight, numeric });
          shots.push(await sample.screenshot({ animations: 'disabled' }));
        }
        expect(shots[0]!.equals(shots[1]!), `${weight} ${numeric}: ${text}`).toBe(true);
        compared += 1;
      }
    }
  }
  expect(compared).toBe(24);
});

test("the apostrophe takes the same place as in the package's Latin file, kerning included", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await loadWholeLatin(page);
  for (const weight of weights) {
    const edges = [];
    for (const family of families) {
      const sample = await setSample(page, { text: 'Men’s Kurta’s n’n', family, weight, numeric: 'normal' });
      // Where each character starts: a lost kerning pair would move every character after it.
      edges.push(
        await sample.evaluate((paragraph) => {
          const text = paragraph.firstChild!;
          const range = document.createRange();
          return Array.from({ length: text.textContent!.length }, (_, i) => {
            range.setStart(text, i);
            range.setEnd(text, i + 1);
            return range.getBoundingClientRect().x;
          });
        }),
      );
    }
    expect(edges[0], String(weight)).toEqual(edges[1]);
  }
});

test("an Urdu page fetches only the core of Urdu's font, and draws its text exactly as the package's whole file would", async ({
  page,
}) => {
  await page.goto('/ur/');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await fontsFetched(page)).toEqual(['inter-latin-core-wght-normal', 'noto-naskh-arabic-urdu-400-normal']);
  expect(await fontsDrawing(page, 'h2')).toContainEqual({ familyName: 'Noto Naskh Arabic', isCustomFont: true });
  await loadWhole(page, { file: 'noto-naskh-arabic-arabic-400-normal', family: 'Whole Naskh' });
  // Every letter of Urdu's alphabet joined in words, its marks, digits and punctuation; at the weights the kit draws.
  const texts = [
    'ا آ ب پ ت ٹ ث ج چ ح خ د ڈ ذ ر ڑ ز ژ س ش ص ض ط ظ ع غ ف ق ک گ ل م ن ں و ہ ھ ء ی ے',
    'جوتے، شلوار قمیض؟ آپ کا آرڈر ۔ ٹوکری میں ڈالیں؛ بُنائی ۂ ۓ ئ ؤ ۱۲۳ ١٢٣ ٪',
  ];
  for (const weight of [400, 700]) {
    for (const text of texts) {
      const shots = [];
      for (const family of ['"Noto Naskh Arabic"', '"Whole Naskh"']) {
        const sample = await setSample(page, { text, family, weight, numeric: 'normal' });
        await sample.evaluate((paragraph) => paragraph.setAttribute('dir', 'rtl'));
        shots.push(await sample.screenshot({ animations: 'disabled' }));
      }
      expect(shots[0]!.equals(shots[1]!), `${weight}: ${text}`).toBe(true);
    }
  }
});
