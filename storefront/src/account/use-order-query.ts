import { useSearchParams } from 'wouter';
import { ORDER_QUERY } from './order-links';

/** The order a help tool was opened with (`?order=SD-4821-7730` from an order's Track, Cancel or Return), or ''. */
export function useOrderQuery(): string {
  const [params] = useSearchParams();
  return params.get(ORDER_QUERY)?.trim() ?? '';
}
