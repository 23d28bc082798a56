/** Texts of the /error/* pages (§2.20): their page titles and description; the screens' own texts are the kit's. */
export const errors = {
  titles: {
    generic: 'Something Went Wrong - Sauda',
    storeNotFound: 'Store Not Found - Sauda',
    productNotFound: 'No Products Found - Sauda',
    pageNotFound: 'Page Not Found - Sauda',
    serverError: 'Server Error - Sauda',
  },
  description: 'Sorry, we could not show this page.',
} as const;
