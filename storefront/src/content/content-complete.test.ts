import { describeTranslations, textsByLanguage } from '../../../packages/commerce/src/test-support/translations';

/** Every language's content modules (the FAQ, policies, about page, support contact). */
describeTranslations('the storefront’s content', textsByLanguage(import.meta.glob('./*/*.ts', { eager: true })));
