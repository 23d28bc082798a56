import { formatCount } from '@sauda/commerce';

/** Texts of the category, search and deal listings (§2.8). */
export const listing = {
  resultCount: (count: number) => `${formatCount(count)} ${count === 1 ? 'product' : 'products'}`,
  /** A total the server stopped counting at: there are at least `count`. */
  resultCountAtLeast: (count: number) => `${formatCount(count)}+ products`,
  loadingMore: 'Loading more products',
  loadMoreFailed: 'We could not load more products.',
  loadFailed: 'We could not load these products. Check your connection; we will keep trying.',
  category: {
    title: (name: string) => `${name} - Sauda`,
    description: (name: string) => `Shop ${name} from sellers across Pakistan with Cash on Delivery.`,
    fallbackName: 'Category',
  },
  search: {
    heading: (query: string) => `Search Results for "${query}"`,
    title: (query: string) => `Search Results for "${query}" - Sauda`,
    description: (query: string) => `Products matching "${query}" on Sauda.`,
  },
  deals: {
    'under-1500': {
      title: 'Under Rs 1,500 - Sauda',
      description: 'Everything under Rs 1,500, from sellers across Pakistan.',
      label: 'Under Rs 1,500',
    },
    superdeals: {
      title: 'Superdeals - Sauda',
      description: 'Products at 20% off or more.',
      label: 'Superdeals',
    },
    'bundle-deals': {
      title: 'Bundle deals - Sauda',
      description: 'Products at 50% off or more.',
      label: 'Bundle deals',
    },
  },
} as const;
