/** Texts of the /about-us page besides its article (`content/en/about-us.ts`). */
export const about = {
  getStarted: 'Get Started',
} as const;
