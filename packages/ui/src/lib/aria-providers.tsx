import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { I18nProvider, useLocale } from 'react-aria-components/I18nProvider';
import { useKitRouter } from './router';

export interface AriaProvidersProps {
  /** The reading direction the part is laid out in (`useInheritedDirection`). */
  direction: 'ltr' | 'rtl';
  /** react-aria-components' parts. */
  children: ReactNode;
}

/**
 * What react-aria-components reads from its own providers and the kit keeps elsewhere, for the kit's parts built on
 * it (imported only by their on-demand chunks). Direction: react-aria reads it from its locale, the kit from the page's
 * `dir`; a host's `I18nProvider` is kept when its direction is the page's, otherwise the part gets Sauda's locale of
 * that direction (ur-PK or en-PK), so arrow keys follow what the shopper sees. Links: react-aria follows them through
 * its `RouterProvider`, bound here to the kit's `RouterProvider` (plain anchors without one).
 */
export function AriaProviders({ direction, children }: AriaProvidersProps) {
  const host = useLocale();
  const router = useKitRouter();
  const locale = host.direction === direction ? host.locale : direction === 'rtl' ? 'ur-PK' : 'en-PK';
  const content = <I18nProvider locale={locale}>{children}</I18nProvider>;
  const { navigate } = router;
  return navigate ? (
    <RouterProvider navigate={(path) => navigate(path)} useHref={router.useHref}>
      {content}
    </RouterProvider>
  ) : (
    content
  );
}
