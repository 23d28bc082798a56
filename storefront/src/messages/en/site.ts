/** Texts of the frame (in every page's first load: keep it to what the frame itself shows). */
export const site = {
  name: 'Sauda',
  skipToContent: 'Skip to content',
  sessionEnded: 'Your session has ended. Please log in again.',
} as const;
