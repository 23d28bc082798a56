import type { ErrorScreenLabels } from '../error-screen';

/** The error screens' texts in English: their defaults, and the keys of their texts in any other language (`./ur.ts`). */
export const errorScreenTexts = {
  genericTitle: 'Oops! Something Went Wrong.',
  genericDescription: 'An unexpected error occurred. Please try again later or go back to the homepage.',
  storeNotFoundTitle: "We're Sorry, an error has occurred",
  storeNotFoundDescription: "We seem to have lost this page but we don't want to lose you.",
  productNotFoundTitle: 'No Products Found',
  pageNotFoundTitle: 'Page Not Found',
  pageNotFoundDescription: "The page you are looking for doesn't exist or has been moved.",
  serverErrorTitle: 'Server Error',
  serverErrorDescription: 'Our server ran into a problem. Please try again in a moment.',
  goToHomepage: 'Go to Homepage',
  reloadPage: 'Reload Page',
  backToHome: 'Back to Home',
  exploreProducts: 'Explore Products',
  home: 'Home',
} satisfies Required<ErrorScreenLabels>;
