import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createConsumerApp, sh } from './consumer-app';

const repo = resolve(import.meta.dirname, '../..');

/** @sauda/ui (and @sauda/commerce, which it depends on) packed as npm would publish them, in a fresh consumer. */
describe('@sauda/ui as a published package', () => {
  let consumer = '';

  beforeAll(() => {
    consumer = createConsumerApp('consumer', inject('kitTarballs'), ['react@19', 'react-dom@19', '@types/react@19']);
  });

  afterAll(() => {
    if (consumer) rmSync(consumer, { recursive: true, force: true });
  });

  it('ships only dist with the ESM build, its types, the stylesheets and the Tailwind source', () => {
    const dist = join(consumer, 'node_modules/@sauda/ui/dist');
    for (const file of ['index.js', 'index.d.ts', 'styles.css', 'reset.css', 'tokens.css', 'tailwind/styles.css']) {
      expect(existsSync(join(dist, file)), file).toBe(true);
    }
    expect(existsSync(join(consumer, 'node_modules/@sauda/ui/src'))).toBe(false);
  });

  it('renders a component imported by its package name', () => {
    writeFileSync(
      join(consumer, 'render.mjs'),
      [
        "import { createElement } from 'react';",
        "import { renderToStaticMarkup } from 'react-dom/server';",
        "import { Button, FaqAccordion } from '@sauda/ui';",
        "console.log(renderToStaticMarkup(createElement(Button, { variant: 'secondary' }, 'Add to Cart')));",
        "const groups = [{ title: 'For Customers', entries: [{ question: 'How do I place an order?', answer: 'A.' }] }];",
        'console.log(renderToStaticMarkup(createElement(FaqAccordion, { groups })));',
      ].join('\n'),
    );
    const html = sh('node', ['render.mjs'], consumer);
    expect(html).toContain('Add to Cart');
    expect(html).toContain('data-slot="button"');
    expect(html).toContain('data-variant="secondary"');
    expect(html).toContain('How do I place an order?');
  });

  it('resolves @sauda/ui/styles.css and @sauda/ui/tokens.css through the exports map', () => {
    writeFileSync(
      join(consumer, 'resolve.mjs'),
      "console.log(import.meta.resolve('@sauda/ui/styles.css')); console.log(import.meta.resolve('@sauda/ui/tokens.css'));",
    );
    const [styles = '', tokens = ''] = sh('node', ['resolve.mjs'], consumer).trim().split('\n');
    const css = readFileSync(new URL(styles), 'utf8');
    expect(css).toContain('@layer sauda');
    expect(css).toContain('--sauda-color-brand');
    // Every font the stylesheet names ships beside it; the kit's core of Latin comes after the package's faces, so
    // browsers take the characters it covers from it (CSS Fonts: the face defined last is tried first).
    const fonts = [...css.matchAll(/url\((\.\/files\/[\w-]+\.woff2)\)/g)].map((match) => match[1]!);
    expect(fonts.filter((font) => !existsSync(new URL(font, styles)))).toEqual([]);
    expect(fonts.slice(-2)).toEqual([
      './files/inter-latin-wght-normal.woff2',
      './files/inter-latin-core-wght-normal.woff2',
    ]);
    expect(readFileSync(new URL(tokens), 'utf8')).toContain("[data-theme='dark']");
  });

  it('speaks Urdu with @sauda/ui/texts/ur and draws it with @sauda/ui/urdu.css, its font inside the package', () => {
    writeFileSync(
      join(consumer, 'render-urdu.mjs'),
      [
        "import { createElement } from 'react';",
        "import { renderToStaticMarkup } from 'react-dom/server';",
        "import { KitTextsProvider, OrderSummary } from '@sauda/ui';",
        "import { urduTexts } from '@sauda/ui/texts/ur';",
        'const summary = createElement(OrderSummary, { lines: [{ price: 1500, quantity: 1 }] });',
        'console.log(renderToStaticMarkup(summary));',
        'console.log(renderToStaticMarkup(createElement(KitTextsProvider, { texts: urduTexts }, summary)));',
        "console.log(import.meta.resolve('@sauda/ui/urdu.css'));",
      ].join('\n'),
    );
    const [english = '', urdu = '', stylesheet = ''] = sh('node', ['render-urdu.mjs'], consumer).trim().split('\n');
    expect(english).toContain('Order Summary');
    expect(urdu).toContain('آرڈر کا خلاصہ');
    expect(urdu).not.toContain('Order Summary');
    const css = readFileSync(new URL(stylesheet), 'utf8');
    expect(css).toContain(':root:lang(ur)');
    const fonts = [...css.matchAll(/url\('?(\.\/files\/[\w-]+\.woff2)'?\)/g)].map((match) => match[1]!);
    // Naskh's Arabic file, then the core of Urdu's letters cut from it, which the browser tries first.
    expect(fonts).toEqual([
      './files/noto-naskh-arabic-arabic-400-normal.woff2',
      './files/noto-naskh-arabic-urdu-400-normal.woff2',
    ]);
    for (const font of fonts) expect(existsSync(new URL(font, stylesheet)), font).toBe(true);
  });

  it('resolves @sauda/ui/tailwind.css to the Tailwind source, its imports and fonts inside the package', () => {
    writeFileSync(join(consumer, 'resolve-source.mjs'), "console.log(import.meta.resolve('@sauda/ui/tailwind.css'));");
    const entry = sh('node', ['resolve-source.mjs'], consumer).trim();
    const css = readFileSync(new URL(entry), 'utf8');
    // The host's Tailwind scans the published JavaScript for the kit's classes, not the sources, which do not ship.
    expect(css).toContain("@source '../**/*.js';");
    expect(css).toContain('prefix(sd)');
    /** Every relative `@import` and `url()` of `file`, and theirs, that does not exist. */
    const missing = (file: URL): string[] =>
      [...readFileSync(file, 'utf8').matchAll(/(?:@import\s+|url\()'?(\.\/[^')]+)/g)].flatMap(([, path]) => {
        const target = new URL(path!, file);
        if (!existsSync(target)) return [target.pathname];
        return path!.endsWith('.css') ? missing(target) : [];
      });
    expect(missing(new URL(entry))).toEqual([]);
  });

  it('installs with a README, a LICENSE and a CHANGELOG, no source maps, and commerce by a version range', () => {
    for (const name of ['ui', 'commerce']) {
      const root = join(consumer, 'node_modules/@sauda', name);
      for (const file of ['README.md', 'LICENSE', 'CHANGELOG.md'])
        expect(existsSync(join(root, file)), file).toBe(true);
      expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toContain('MIT License');
      expect(readFileSync(join(root, 'CHANGELOG.md'), 'utf8')).toContain('## 0.1.0');
      const maps = readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' }).filter((f) =>
        f.endsWith('.map'),
      );
      expect(maps, `@sauda/${name} source maps`).toEqual([]);
      const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
      expect(manifest).toMatchObject({
        license: 'MIT',
        homepage: expect.stringMatching(/^https:\/\/github\.com\/sauda-pk\/sauda\//),
        repository: { type: 'git', url: 'git+https://github.com/sauda-pk/sauda.git', directory: `packages/${name}` },
        bugs: { url: 'https://github.com/sauda-pk/sauda/issues' },
      });
    }
    const ui = JSON.parse(readFileSync(join(consumer, 'node_modules/@sauda/ui/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(ui.dependencies['@sauda/commerce']).toBe('^0.1.0');
    // npm ls fails on a missing or out-of-range dependency anywhere in the tree.
    expect(() => sh('npm', ['ls', '--all'], consumer)).not.toThrow();
  });

  it('type-checks a consumer that types its data from @sauda/ui alone', () => {
    writeFileSync(
      join(consumer, 'app.tsx'),
      [
        "import { createRef } from 'react';",
        "import { Button, CartLine, FaqAccordion, OrderCard, ProductCard, type ButtonProps } from '@sauda/ui';",
        "import type { CartLineItem, FaqGroup, Order, Product } from '@sauda/ui';",
        "const props: ButtonProps = { variant: 'danger', size: 'lg', isPending: true, pendingLabel: 'Saving...' };",
        "const groups: FaqGroup[] = [{ title: 'For Customers', entries: [{ question: 'Q?', answer: 'A.' }] }];",
        'declare const product: Product;',
        'declare const line: CartLineItem;',
        'declare const order: Order;',
        'const ref = createRef<HTMLButtonElement>();',
        'export const App = () => (',
        '  <>',
        '    <Button {...props} ref={ref}>Save</Button>',
        '    <FaqAccordion groups={groups} />',
        '    <ProductCard product={product} />',
        '    <CartLine line={line} onQuantityChange={() => {}} onRemove={() => {}} />',
        '    <OrderCard order={order} href="/user/orders/1" />',
        '  </>',
        ');',
      ].join('\n'),
    );
    const tsc = join(repo, 'node_modules/typescript/bin/tsc');
    const args = ['--noEmit', '--strict', '--jsx', 'react-jsx', '--module', 'esnext', '--moduleResolution', 'bundler'];
    expect(typeErrors(() => sh('node', [tsc, ...args, '--skipLibCheck', 'app.tsx'], consumer))).toBe('');
  });
});

/** What tsc printed when it failed, or '' when it passed. */
function typeErrors(run: () => string): string {
  try {
    run();
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}
