import { fileURLToPath } from 'node:url';

const src = (path: string) => fileURLToPath(new URL(`./packages/${path}`, import.meta.url));

/**
 * `@sauda/*` resolves to each package's source in dev, tests, Storybook and the storefront build, mirroring the
 * tsconfig paths, so nothing needs building first. Exact matches only: `@sauda/ui/styles.css` is its own entry.
 */
export const saudaAliases = [
  { find: /^@sauda\/commerce$/, replacement: src('commerce/src/index.ts') },
  { find: /^@sauda\/api$/, replacement: src('api/src/index.ts') },
  { find: /^@sauda\/ui$/, replacement: src('ui/src/index.ts') },
  { find: /^@sauda\/ui\/texts\/ur$/, replacement: src('ui/src/texts/ur.ts') },
  { find: /^@sauda\/ui\/styles\.css$/, replacement: src('ui/src/styles.css') },
  { find: /^@sauda\/ui\/tokens\.css$/, replacement: src('ui/src/tokens.css') },
  { find: /^@sauda\/ui\/reset\.css$/, replacement: src('ui/src/reset.css') },
  { find: /^@sauda\/ui\/urdu\.css$/, replacement: src('ui/src/urdu.css') },
  { find: /^@sauda\/server$/, replacement: src('server/src/index.ts') },
];
