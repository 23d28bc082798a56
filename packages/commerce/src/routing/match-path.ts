import { isUuid } from '../validation/uuid';

/** The parameters a route's pattern captured, by name, decoded. */
export type PathParams = Record<string, string>;

/**
 * The parameters `pattern` captures from `pathname` (as sent, percent-encoded), decoded; undefined when it does not
 * match. A pattern is wouter's: `:name` matches one path segment, anything else itself; empty segments (a trailing
 * slash) are ignored.
 */
export function matchPath(pattern: string, pathname: string): PathParams | undefined {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return undefined;
  const params: PathParams = {};
  for (const [i, part] of want.entries()) {
    const segment = have[i]!;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return undefined;
      }
    } else if (part !== segment) {
      return undefined;
    }
  }
  return params;
}

/** A route as `chooseRoute` reads it: its pattern (none for the catch-all) and the parameters that must be UUIDs. */
export interface MatchableRoute {
  path?: string;
  uuids?: readonly string[];
}

/**
 * The first of `routes` (in order) whose pattern matches `pathname` and whose `uuids` parameters are UUIDs, with what
 * it captured; a route without a pattern matches anything. The storefront picks its page with it and the reference
 * server its page's preload hints, so both read an address alike.
 */
export function chooseRoute<R extends MatchableRoute>(
  routes: readonly R[],
  pathname: string,
): { route: R; params: PathParams } | undefined {
  for (const route of routes) {
    const params = route.path === undefined ? {} : matchPath(route.path, pathname);
    if (params && (route.uuids ?? []).every((name) => isUuid(params[name] ?? ''))) return { route, params };
  }
  return undefined;
}
