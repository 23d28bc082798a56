import type { Category, ItemCategory, NamedOption, Product } from '@sauda/commerce';
import type { CallOptions } from '../core/http';
import { listBrands, listCategories, listColors, listItems, listSizes } from '../endpoints/catalogue';
import {
  fiftyPercentDeals,
  getProduct,
  listProducts,
  searchProducts,
  twentyPercentDeals,
  under1500Deals,
} from '../endpoints/products';
import { toCategory, toItemCategory, toNamedOptions } from '../normalise/catalogue';
import { toDealProducts, toProduct, toProducts, toSearchResult, type SearchResult } from '../normalise/products';
import type { CategoriesQuery, ItemsQuery } from '../wire/catalogue';
import type { DealsQuery, ProductListQuery, SearchQuery } from '../wire/products';
import type { Call } from './call';

/** The deals pages ask for every deal at once (§7: perPage=1000). */
const ALL_DEALS: DealsQuery = { perPage: 1000 };

/** `products`: the category listing, the store page and product detail. */
export function productsClient(call: Call) {
  return {
    /** `GET /products`: [] when nothing matches (the legacy 404). */
    list: async (query: ProductListQuery = {}, options?: CallOptions): Promise<Product[]> =>
      toProducts((await call(listProducts, { query }, options)).products),
    /** `GET /products/{id}`. */
    get: async (id: string, options?: CallOptions): Promise<Product> =>
      toProduct(await call(getProduct, { params: { id } }, options)),
  };
}

/** `search`: the header suggestions and the search page. */
export function searchClient(call: Call) {
  return {
    /** `GET /products/search/result`: products plus distinct items-category names; empty when nothing matches. */
    products: async (query: string | SearchQuery, options?: CallOptions): Promise<SearchResult> => {
      const input = typeof query === 'string' ? { query } : query;
      return toSearchResult((await call(searchProducts, { query: input }, options)).products);
    },
  };
}

/** `deals`: under Rs 1500, superdeals (20 %+) and bundle deals (50 %+), each product once. */
export function dealsClient(call: Call) {
  return {
    under1500: async (query: DealsQuery = ALL_DEALS, options?: CallOptions): Promise<Product[]> =>
      toDealProducts((await call(under1500Deals, { query }, options)).products),
    superdeals: async (query: DealsQuery = ALL_DEALS, options?: CallOptions): Promise<Product[]> =>
      toDealProducts((await call(twentyPercentDeals, { query }, options)).products),
    bundleDeals: async (query: DealsQuery = ALL_DEALS, options?: CallOptions): Promise<Product[]> =>
      toDealProducts((await call(fiftyPercentDeals, { query }, options)).products),
  };
}

/** `catalogue`: taxonomy and the filter option lists. */
export function catalogueClient(call: Call) {
  return {
    /** `GET /items`: [] when there are none (the legacy 404). */
    items: async (query: ItemsQuery = { perPage: 30 }, options?: CallOptions): Promise<ItemCategory[]> =>
      (await call(listItems, { query }, options)).itemList.map(toItemCategory),
    /** `GET /category`. */
    categories: async (query: CategoriesQuery = {}, options?: CallOptions): Promise<Category[]> =>
      (await call(listCategories, { query }, options)).categoryList.map(toCategory),
    /** `GET /brands`: each name once. */
    brands: async (options?: CallOptions): Promise<NamedOption[]> =>
      toNamedOptions(await call(listBrands, {}, options)),
    colors: async (options?: CallOptions): Promise<NamedOption[]> =>
      toNamedOptions(await call(listColors, {}, options)),
    sizes: async (options?: CallOptions): Promise<NamedOption[]> => toNamedOptions(await call(listSizes, {}, options)),
  };
}
