import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const sh = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Packs @sauda/ui (and @sauda/commerce, which it depends on) as npm would publish them, into a fresh consumer. */
describe('@sauda/ui as a published package', () => {
  let consumer = '';

  beforeAll(() => {
    sh('npm', ['run', 'build', '-w', '@sauda/commerce', '-w', '@sauda/ui'], repo);
    consumer = mkdtempSync(join(tmpdir(), 'sauda-consumer-'));
    const packed = JSON.parse(
      sh('npm', ['pack', '--json', '--pack-destination', consumer, '-w', '@sauda/commerce', '-w', '@sauda/ui'], repo),
    ) as { filename: string }[];
    const tarballs = packed.map((pack) => join(consumer, pack.filename));
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    sh(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        ...tarballs,
        'react@19',
        'react-dom@19',
        '@types/react@19',
      ],
      consumer,
    );
  });

  afterAll(() => {
    if (consumer) rmSync(consumer, { recursive: true, force: true });
  });

  it('ships only dist with the ESM build, its types and both stylesheets', () => {
    const dist = join(consumer, 'node_modules/@sauda/ui/dist');
    for (const file of ['index.js', 'index.d.ts', 'styles.css', 'tokens.css']) {
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

  it('type-checks a consumer that uses the component with its props', () => {
    writeFileSync(
      join(consumer, 'app.tsx'),
      [
        "import type { FaqGroup } from '@sauda/commerce';",
        "import { Button, FaqAccordion, type ButtonProps } from '@sauda/ui';",
        "const props: ButtonProps = { variant: 'danger', size: 'lg', isPending: true, pendingLabel: 'Saving...' };",
        "const groups: FaqGroup[] = [{ title: 'For Customers', entries: [{ question: 'Q?', answer: 'A.' }] }];",
        'export const App = () => <><Button {...props}>Save</Button><FaqAccordion groups={groups} /></>;',
      ].join('\n'),
    );
    const tsc = join(repo, 'node_modules/typescript/bin/tsc');
    const args = ['--noEmit', '--strict', '--jsx', 'react-jsx', '--module', 'esnext', '--moduleResolution', 'bundler'];
    expect(() => sh('node', [tsc, ...args, '--skipLibCheck', 'app.tsx'], consumer)).not.toThrow();
  });
});
