import { describeTranslations, textsByLanguage } from '../../../packages/commerce/src/test-support/translations';

/** Every language's message modules, one per area (`en/cart.ts`, `ur/cart.ts`). */
describeTranslations('the storefront’s messages', textsByLanguage(import.meta.glob('./*/*.ts', { eager: true })));
