/** Texts of the frame and of pages that are not one area's own. */
export const site = {
  name: 'Sauda',
  skipToContent: 'Skip to content',
  loadingPage: 'Loading page',
  loadFailed: 'We could not load this. Check your connection; we will keep trying.',
  tryAgain: 'Try again',
} as const;
