import { chooseRoute } from '@sauda/commerce';
import { z } from 'zod';
import type { RenderedPage } from './page-renderer';

/**
 * The storefront build's `route-hints.json`: the modules and requests of every page, and the API code those requests
 * need; per route pattern, the page's
 * module files, its first API requests (templates with `:name` for the address's parameters) and, where the page's
 * largest paint is a picture from its first request's answer, which one. Written by `storefront/src/first-load/build/route-hints-plugin.ts`.
 */
const routeHintsSchema = z.object({
  everyPage: z.object({
    modules: z.array(z.string().startsWith('/')),
    fetches: z.array(z.string()),
    /** The code that makes the requests and reads their answers; an older build names none. */
    api: z.array(z.string().startsWith('/')).default([]),
  }),
  routes: z.array(
    z.object({
      path: z.string().startsWith('/'),
      uuids: z.array(z.string()),
      modules: z.array(z.string().startsWith('/')),
      /** The API code the page's own calls load, beyond every page's; an older build names none. */
      api: z.array(z.string().startsWith('/')).default([]),
      fetches: z.array(z.string().startsWith('/')),
      picture: z.enum(['gallery', 'first-card']).optional(),
    }),
  ),
});
export type RouteHints = z.infer<typeof routeHintsSchema>;
/** Which picture of the first request's answer a page shows largest: a product's gallery, or a listing's first card. */
export type PagePicture = 'gallery' | 'first-card';

/** The hints in `text`, or undefined when it is not a hints file this server understands. */
export function parseRouteHints(text: string): RouteHints | undefined {
  try {
    const parsed = routeHintsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** One value as `URLSearchParams` writes it, as the API client builds its query strings. */
const formEncode = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);

/**
 * `template` with each `:name` replaced by its value, encoded as the API client encodes it (path segments with
 * `encodeURIComponent`, query values as form data); undefined when a value is missing or empty, since the page
 * then makes no such request.
 */
export function fillTemplate(template: string, valueOf: (name: string) => string | undefined): string | undefined {
  const queryStart = template.indexOf('?');
  let missing = false;
  const filled = template.replace(/:(\w+)/g, (_, name: string, offset: number) => {
    const value = valueOf(name);
    if (!value) {
      missing = true;
      return '';
    }
    return queryStart >= 0 && offset > queryStart ? formEncode(value) : encodeURIComponent(value);
  });
  return missing ? undefined : filled;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The request URLs of `templates` for an address: a `:name` the pattern captured takes that value, any other the
 * address's search parameter, trimmed as the pages read it. A template with a value missing is left out.
 */
export function routeRequests(
  templates: readonly string[],
  params: Record<string, string>,
  search: URLSearchParams,
): string[] {
  return templates
    .map((template) => fillTemplate(template, (name) => params[name] ?? search.get(name)?.trim()))
    .filter((url) => url !== undefined);
}

/**
 * The id of the `<template>` that holds a server-rendered page's hints. The storefront's entry (`main.tsx`) puts them
 * into the head once the page has painted, then starts the storefront.
 */
export const AFTER_PAINT_HINTS_ID = 'after-paint-hints';

/** How the server sent the page: rendered (its code to start after the paint, or at once), with its answers or not. */
export interface SentPage {
  rendered?: RenderedPage['takeOver'];
  answered?: boolean;
}

/**
 * The `<link>` tags that start the page's modules and first requests for the address `pathname` + `search`:
 * `everyPage`'s on every page (the storefront's own code, the header's categories, the API code that asks for
 * them), then the chosen route's. `crossorigin` makes each preload match the module script or `fetch` that will use
 * it. A page that came `answered` (`answersOf`) needs neither the requests nor the API code; a page drawn by the
 * browser alone also names the API code of its own calls, which it waits for before it can show anything, while a
 * rendered page is on screen already and loads that code when it makes those calls.
 *
 * A page the server rendered whole is on screen before any of them is needed: they only take it over. Started with
 * the page, 100-odd kB of code would share a phone's bandwidth with the stylesheet, the font and the largest picture,
 * so after the paint they come in a `<template>` the storefront's entry reads once the page has painted.
 */
export function routeHintLinks(
  hints: RouteHints,
  pathname: string,
  search: URLSearchParams,
  { rendered, answered = false }: SentPage = {},
): string {
  const chosen = chooseRoute(hints.routes, pathname);
  const { everyPage } = hints;
  const modules = [
    ...everyPage.modules,
    ...(answered ? [] : everyPage.api),
    ...(chosen?.route.modules ?? []),
    ...(rendered ? [] : (chosen?.route.api ?? [])),
  ];
  const fetches = answered
    ? []
    : [...everyPage.fetches, ...(chosen ? routeRequests(chosen.route.fetches, chosen.params, search) : [])];
  // A page rendered in its loading state starts its code with it, but after what paints it: at high priority the
  // code counted as blocking the first paint (Lighthouse's mobile cart: first paint 1.75 s, 1.0 s at low priority,
  // its lines unchanged at 2.0 s), and on HTTP/1.1 Chrome holds low-priority downloads back while the stylesheet loads.
  const priority = rendered === 'at-once' ? ' fetchpriority="low"' : '';
  const links = [
    ...modules.map((href) => `<link rel="modulepreload"${priority} crossorigin href="${escapeAttribute(href)}">`),
    ...fetches.map((href) => `<link rel="preload" as="fetch"${priority} crossorigin href="${escapeAttribute(href)}">`),
  ].join('');
  return rendered === 'after-paint' && links ? `<template id="${AFTER_PAINT_HINTS_ID}">${links}</template>` : links;
}

/**
 * The first request of the page at `pathname` + `search` whose answer names the page's largest picture, and which
 * picture that is; undefined when the route names none, or when the address has a search parameter the request does
 * not take (a listing filter or sort would change which card comes first).
 */
export function pictureRequest(
  hints: RouteHints,
  pathname: string,
  search: URLSearchParams,
): { picture: PagePicture; url: string } | undefined {
  const chosen = chooseRoute(hints.routes, pathname);
  const template = chosen?.route.fetches[0];
  if (!chosen?.route.picture || !template) return undefined;
  const taken = new Set([...template.matchAll(/:(\w+)/g)].map((match) => match[1]));
  if ([...search.keys()].some((name) => !taken.has(name))) return undefined;
  const [url] = routeRequests([template], chosen.params, search);
  return url ? { picture: chosen.route.picture, url } : undefined;
}

/** The `<link>` that starts a page's largest picture, with the priority its `<img>` asks for. */
export function imageHintLink(href: string): string {
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(href)}">`;
}

/** `html` with `links` added at the end of its head (unchanged when there are none or it has no head). */
export function withHeadLinks(html: string, links: string): string {
  if (!links) return html;
  const end = html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}${links}${html.slice(end)}`;
}
