import { RouterProvider } from '@sauda/ui';
import { useState } from 'react';
import { Router, useLocation } from 'wouter';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { addressOf, localeBase } from '../locale/locale';
import { SiteFrame } from '../layout/site-frame';
import { LiteImagesProvider } from '../lite-mode/lite-images-provider';
import type { PageAnswers } from '../data/page-request';
import { swrConfig } from '../data/swr-config';
import { AppRoutes } from './routes';

/**
 * Binds the kit's links (the kit's RouterProvider) to wouter, so every kit Link navigates client-side; their anchors
 * show the address in the shopper's language (`/ur/cart`), the path the router is given stays `/cart`.
 */
function KitRouter({ children }: { children: React.ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <RouterProvider navigate={navigate} useHref={addressOf}>
      {children}
    </RouterProvider>
  );
}

export interface AppProps {
  /**
   * The address to render on the server, where there is no browser location. A server render also gets its own
   * SWR cache, so one shopper's render never sees another's.
   */
  serverLocation?: { path: string; search: string };
  /** Answers already in hand under their SWR keys: the server's, and the browser's when it takes a server page over. */
  answers?: PageAnswers;
  /** Called once the page itself has first committed: in the browser, when the storefront answers the shopper. */
  onPageShown?: () => void;
}

export function App({ serverLocation, answers, onPageShown }: AppProps) {
  const [config] = useState<SWRConfiguration>(() => ({
    ...swrConfig,
    ...(answers ? { fallback: answers } : {}),
    ...(serverLocation ? { provider: () => new Map() } : {}),
  }));
  return (
    <SWRConfig value={config}>
      <Router base={localeBase} ssrPath={serverLocation?.path} ssrSearch={serverLocation?.search}>
        <KitRouter>
          <LiteImagesProvider>
            <SiteFrame>
              <AppRoutes onPageShown={onPageShown} />
            </SiteFrame>
          </LiteImagesProvider>
        </KitRouter>
      </Router>
    </SWRConfig>
  );
}
