import { describeTranslations, textsByLanguage } from '../../test-support/translations';

/**
 * Every text module of `@sauda/commerce`: `<area>/messages/<language>/<file>.ts` (this folder's and those beside the
 * rules that show a text, e.g. `status/messages/en/order-status.ts`).
 */
describeTranslations(
  'the commerce texts',
  textsByLanguage(import.meta.glob('../../**/messages/*/*.ts', { eager: true }), (key) => {
    // Vite names this folder's own modules './en/cart.ts' and the others '../../status/messages/en/order-status.ts'.
    const [, folder, language, file] = /\/src\/(.*\/messages)\/(\w+)\/(.+)\.ts$/.exec(
      new URL(key, import.meta.url).pathname,
    )!;
    return { language: language!, name: `${folder}/${file}` };
  }),
);
