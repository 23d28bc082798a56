import { isReact19 } from './react-major';

/**
 * `fetchpriority` as an `<img>` prop both React majors accept: React 19 knows `fetchPriority`, React 18.3 does not and
 * warns about it, but passes the lowercase attribute through as is.
 */
export function fetchPriorityProp(priority: 'high' | 'low' | 'auto' | undefined): { fetchPriority?: typeof priority } {
  if (priority === undefined) return {};
  if (isReact19) return { fetchPriority: priority };
  return { fetchpriority: priority } as { fetchPriority?: typeof priority };
}
