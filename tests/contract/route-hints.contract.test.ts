// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'regexparam';
import { SWRConfig } from 'swr';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';
import {
  AFTER_PAINT_HINTS_ID as serverTemplateId,
  chooseRoute,
  routeRequests,
} from '../../packages/server/src/static/route-hints';
import { FIRST_ANSWERS_ID as serverAnswersId } from '../../packages/server/src/static/page-renderer';
import { AFTER_PAINT_HINTS_ID as storefrontTemplateId } from '../../storefront/src/after-paint';
import { preloadRouteData } from '../../storefront/src/app/preload-route-data';
import { createCall, createSend, legacyListing, type FetchLike } from '@sauda/api';
import type { ListingSource } from '@sauda/commerce';
import { everyPageFetches, routeHints, routeHintsFor, type RouteHint } from '../../storefront/src/app/route-hints';
import { appRoutes } from '../../storefront/src/app/route-table';
import { FIRST_ANSWERS_ID as storefrontAnswersId } from '../../storefront/src/data/first-answers';
import { useItemCategories } from '../../storefront/src/data/use-catalogue';
import { recordPendingFetches } from '../../storefront/src/test-support/pending-fetch';

/**
 * The storefront's route hints, read the way the reference server reads them, against what the storefront itself
 * does: a hint that picked another page, or named a request the page does not make, would make the browser download
 * twice.
 */

/** What the storefront asked the server for. */
const fetches = recordPendingFetches();

let serial = 0;
/** A fresh UUID per call: SWR's preloads live for the whole file, so a repeated key would not be requested again. */
const nextUuid = () => `8e9a3eb0-4897-47bf-b264-${String((serial += 1)).padStart(12, '0')}`;
/** A real address for a pattern: each parameter a UUID (a name segment reads a UUID as a name too). */
const addressOf = (pattern: string) => pattern.replace(/:\w+/g, () => nextUuid());

/** The route the storefront renders for `pathname`, as its `Switch` picks it. */
function storefrontRoute(pathname: string) {
  for (const route of appRoutes) {
    const [matched, params] = matchRoute(parse, route.path ?? '*', pathname);
    if (matched && (!route.accepts || route.accepts(params))) return route;
    if (matched) return undefined; // its page-not-found answer
  }
  return undefined;
}

describe('route hints', () => {
  it('of a rendered page wait in the template the storefront’s entry reads after the paint', () => {
    expect(storefrontTemplateId).toBe(serverTemplateId);
  });

  it('of a page that carries its answers are left out: the storefront reads the answers where the server puts them', () => {
    expect(storefrontAnswersId).toBe(serverAnswersId);
  });

  it('pick the page the storefront renders, for an address of every route', () => {
    const addresses = appRoutes.flatMap((route) => (route.path ? [addressOf(route.path), route.path] : []));
    addresses.push('/men/not-a-uuid', '/product/Kurta/42', '/a/b/c/d');
    for (const address of addresses) {
      const hinted = chooseRoute(routeHints, address)?.route.path;
      if (hinted === undefined) continue;
      expect({ address, route: storefrontRoute(address)?.path }).toEqual({ address, route: hinted });
    }
  });

  it('name each page by a module the storefront loads lazily', () => {
    const src = join(import.meta.dirname, '../../storefront/src');
    const pages = readFileSync(join(src, 'app/pages.ts'), 'utf8');
    for (const hint of routeHints) {
      expect(existsSync(join(src, hint.page))).toBe(true);
      expect(pages).toContain(`import('../${hint.page.replace(/\.tsx$/, '')}')`);
    }
  });

  it('name exactly the requests each page starts on load', async () => {
    for (const hint of routeHints) {
      fetches.mock().mockClear();
      const pathname = addressOf(hint.path);
      const search = new URLSearchParams('?query=%20lawn%20kurta%20%26%20dupatta%20');
      const chosen = chooseRoute(routeHints, pathname);
      expect(chosen?.route).toBe(hint);
      preloadRouteData(pathname, `?${search}`);
      expect({ pathname, requests: routeRequests(hint.fetches ?? [], chosen!.params, search) }).toEqual({
        pathname,
        requests: await fetches.requestedOnceSent(),
      });
    }
  });

  it('name the request every page makes for the categories', async () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(SWRConfig, { value: { provider: () => new Map() } }, children);
    renderHook(() => useItemCategories(), { wrapper });
    await waitFor(() => expect(fetches.requested()).toEqual([...everyPageFetches]));
  });

  it('of a legacy build name the requests its listing adapter sends for each listing', async () => {
    const sent: string[] = [];
    const fetch: FetchLike = async (input) => {
      const url = new URL(input);
      sent.push(`${url.pathname}${url.search}`);
      return Response.json({ products: [] });
    };
    const legacy = legacyListing(
      createCall(createSend({ baseUrl: '', fetch: (input, init) => fetch(`http://x${input}`, init) })),
    );
    const search = new URLSearchParams('?query=%20lawn%20kurta%20%26%20dupatta%20');
    const sourceOf = (
      { path, page }: RouteHint,
      params: Record<string, string>,
    ): [ListingSource, number] | undefined => {
      if (path === '/') return [{ kind: 'newest' }, 20];
      if (path === '/search') return [{ kind: 'search', query: search.get('query')!.trim() }, 24];
      const deal = /^\/products\/(under-1500|superdeals|bundle-deals)$/.exec(path)?.[1];
      if (deal) return [{ kind: 'deals', deal: deal as 'superdeals' }, 24];
      return page.endsWith('category-page.tsx') ? [{ kind: 'category', itemsCategoryId: params.id! }, 24] : undefined;
    };
    for (const hint of routeHintsFor('legacy')) {
      const pathname = addressOf(hint.path);
      const chosen = chooseRoute(routeHintsFor('legacy'), pathname)!;
      const source = sourceOf(hint, chosen.params);
      if (!source) continue;
      sent.length = 0;
      await legacy.page({ source: source[0], perPage: source[1] });
      expect({ pathname, requests: routeRequests(hint.fetches ?? [], chosen.params, search) }).toEqual({
        pathname,
        requests: sent,
      });
    }
  });
});
