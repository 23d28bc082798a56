import { createContext, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';

/** How the kit's links reach the app's router. */
interface KitRouter {
  /** Follows an in-app path without a page load; absent when no `RouterProvider` is set (plain browser links). */
  navigate?: (href: string) => void;
  /** Turns an in-app path into the `href` the anchor shows, e.g. with the router's base path. */
  useHref: (href: string) => string;
}

const RouterContext = createContext<KitRouter>({ useHref: (href) => href });

export interface RouterProviderProps {
  /** Called with the path of a kit link the shopper follows in the same tab, e.g. wouter's `navigate`. */
  navigate: (href: string) => void;
  /** Maps a path to the `href` rendered on the anchor (e.g. adds a base path). Without it the path is used as is. */
  useHref?: (href: string) => string;
  /** The app. */
  children: ReactNode;
}

/**
 * Binds every kit link (`Link`, link tabs, link menu items) to the app's router, so same-tab clicks navigate
 * client-side. Without it the links are plain anchors and the browser loads the page.
 */
export function RouterProvider({ navigate, useHref, children }: RouterProviderProps) {
  const router = useMemo(() => ({ navigate, useHref: useHref ?? ((href: string) => href) }), [navigate, useHref]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** The app's router as the kit's links see it, for a library's own router provider (react-aria-components'). */
export const useKitRouter = (): KitRouter => useContext(RouterContext);

/** A click the browser would follow in this tab: no modifier key, main button, same origin, no target or download. */
function isSameTabClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  const target = link.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey &&
    (!target || target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin
  );
}

/**
 * The `href` and `onClick` for an anchor that follows `href` through the app's router on a same-tab click, and
 * leaves every other click (new tab, download, another site) to the browser. `onFollow` runs before either.
 */
export function useRouterLink(href: string, onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void) {
  const router = useContext(RouterContext);
  return {
    href: router.useHref(href),
    onClick(event: MouseEvent<HTMLAnchorElement>) {
      onFollow?.(event);
      if (event.defaultPrevented || !router.navigate || !isSameTabClick(event)) return;
      event.preventDefault();
      router.navigate(href);
    },
  };
}
