import { preloadedImageUrl } from '@sauda/api';
import { ResponsiveImagesProvider } from '@sauda/ui';
import { useCallback, useEffect, type ReactNode } from 'react';
import { imageCandidates } from './image-candidates';
import { liteCookieSet, writeLiteCookie } from './lite-cookie';
import { useLiteMode } from './lite-mode';

/**
 * Gives the kit's pictures their `srcset`, a step smaller in Lite mode, and the page's preloaded picture the file the
 * server preloaded for it. Lazy pictures get their files only when they come within a screen of the viewport
 * (`nearScreen`): on a first visit on Slow 4G, Chromium's own lazy loading fetched the home page's pictures 2,500 px
 * below the fold.
 */
export function LiteImagesProvider({ children }: { children: ReactNode }) {
  const { on, chosen } = useLiteMode();
  const candidates = useCallback((url: string) => imageCandidates(url, on), [on]);
  const singleUrl = useCallback((url: string) => preloadedImageUrl(url, on ? 'lite' : 'standard'), [on]);
  useEffect(() => {
    // A switch turned on before it was kept in a cookie too: the server learns of it from the next page on.
    if (chosen && !liteCookieSet()) writeLiteCookie(true);
  }, [chosen]);
  return (
    <ResponsiveImagesProvider candidates={candidates} singleUrl={singleUrl} nearScreen>
      {children}
    </ResponsiveImagesProvider>
  );
}
