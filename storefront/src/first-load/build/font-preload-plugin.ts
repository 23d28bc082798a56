import type { Plugin } from 'vite';

/**
 * Names the kit's text font in `index.html`'s head (`<link rel="preload" as="font">`), so the browser fetches it with
 * the stylesheet instead of after it: text waits for the font for a moment on first paint, and a phone would otherwise
 * spend a round trip discovering it. `file` matches the one built font file nearly every page uses: the kit's core of
 * Latin, all weights (the package's Latin file loads only on a page that prints another Latin character).
 */
export function fontPreloadPlugin({ file }: { file: RegExp }): Plugin {
  let base = '/';
  return {
    name: 'sauda-font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const fonts = Object.keys(bundle ?? {}).filter((fileName) => file.test(fileName));
        if (fonts.length !== 1)
          throw new Error(`font-preload: expected one font file like ${file}, found ${fonts.length}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `${base}${fonts[0]}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
