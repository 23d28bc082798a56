/** Texts of the frame and of pages that are not one area's own. */
export const site = {
  name: 'Sauda',
  skipToContent: 'Skip to content',
  loadingPage: 'Loading page',
  home: {
    title: 'Sauda - Shop from Pakistan\u2019s favourite sellers',
    description: 'Great deals, unique finds and Cash on Delivery from sellers across Pakistan.',
  },
} as const;
