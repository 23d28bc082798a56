/** Texts of the /faq page (§2.19); its questions are `content/en/faq.ts`'s `faqGroups`. */
export const faq = {
  title: 'FAQ - Sauda',
  description: 'Answers to the questions shoppers and vendors ask most.',
  heading: 'Frequently Asked Questions',
} as const;
