import type { Category } from '@sauda/commerce';
import useSWR from 'swr';
import { catalogueApi } from '../api/catalogue-api';
import { pageRequest } from './page-request';

/** Every SWR hook gets data that stays while a new key loads, so filters never flash the page empty. */
const forever = { revalidateIfStale: false } as const;

const itemsKey = ['items', 30] as const;
const fetchItems = async (): Promise<Category[]> =>
  (await catalogueApi.items({ perPage: 30 })).map((item) => ({ ...item, image: item.image ?? '' }));

/**
 * The items categories (the drawer, home tiles and suggested searches; §7 `GET /items?perPage=30`), each with an
 * image URL ('' when the backend has none: the widgets then show a placeholder).
 */
export function useItemCategories() {
  return useSWR(itemsKey, fetchItems, forever);
}

/** The items categories' request, which every page makes (the header and drawer list them). */
export const itemCategoriesRequest = () => pageRequest(itemsKey, fetchItems);
