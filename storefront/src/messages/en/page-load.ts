/** Loading a page and failing to: the route loader, the data retry screen and the page-code failure screen. */
export const pageLoad = {
  loadingPage: 'Loading page',
  loadFailed: 'We could not load this. Check your connection; we will keep trying.',
  tryAgain: 'Try again',
  failedTitle: 'We could not open this page',
  failed: 'Part of the page did not download. Check your connection and try again.',
  goHome: 'Go to Homepage',
} as const;
