import type { PageLoaderLabels } from '../page-loader';

/** The page loader's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const pageLoaderTexts = {
  loading: 'Loading...',
} satisfies Required<PageLoaderLabels>;
