import type { FaqAccordionLabels } from '../faq-accordion';

/** The FAQ accordion's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const faqAccordionTexts = {
  search: 'Search questions',
  searchPlaceholder: 'Search questions...',
  noMatches: 'No questions match your search.',
} satisfies Required<FaqAccordionLabels>;
