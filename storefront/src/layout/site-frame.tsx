import { Header, Toaster, type HeaderAccountAction } from '@sauda/ui';
import { useEffect, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useCartLines } from '../cart/cart-store';
import { addressOf } from '../locale/locale';
import * as messages from '../messages';
import { signOut, useStoredUser } from '../session/session';
import { lazyIsland } from '../first-load/lazy-island';

/** Below every page: its code comes when the shopper scrolls to it. */
const SiteFooter = lazyIsland(() => import('./site-footer'));
/** On every page, but of use only once the shopper reaches for it: its code comes then. */
const HeaderSearch = lazyIsland(() => import('../search/header-search'), { when: 'reached' });
/** Phones' bottom bar and categories drawer: its code comes when the bar is on screen (never on a wide screen). */
const SiteBottomBar = lazyIsland(() => import('./site-bottom-bar'));
/** Plain links as the server rendered them (they work before any code): the code comes once the page is shown. */
const HeaderLanguageSwitch = lazyIsland(() => import('../locale/language-switch'));
/** The app's parts of the frame, given once the page is idle by `pwa/pwa-start.tsx` (never in a first load). */
export interface PwaParts {
  /** Under the header: the offline state. */
  status?: ReactNode;
  /** In the account menu while the browser offers to install Sauda. */
  installEntry?: HeaderAccountAction;
}
let setPwaParts: Dispatch<SetStateAction<PwaParts>> | undefined;
/** Shows the app's parts in the frame (a no-op before the frame has mounted). */
export const showPwaParts: Dispatch<SetStateAction<PwaParts>> = (parts) => setPwaParts?.(parts);

/**
 * Header, footer and, on small screens, the bottom bar with the categories drawer, around every page (§2.2–2.4).
 * The cart badge counts lines and follows other tabs through the storage event.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  const cartCount = useCartLines().length;
  const [pwa, setPwa] = useState<PwaParts>({});
  useEffect(() => void (setPwaParts = setPwa), []);

  const logout = () => {
    signOut();
    // §4: the header's logout is a hard navigation to the login page.
    window.location.assign(addressOf('/user/login'));
  };

  return (
    <div className="sd:flex sd:min-h-screen sd:flex-col sd:bg-bg sd:text-fg">
      <a
        href="#main"
        className="sd:sr-only sd:focus:not-sr-only sd:focus:absolute sd:focus:start-2 sd:focus:top-2 sd:focus:z-50"
      >
        {messages.site.skipToContent}
      </a>
      <Header
        search={<HeaderSearch />}
        user={user}
        onLogout={logout}
        cartCount={cartCount}
        accountActions={pwa.installEntry && [pwa.installEntry]}
        languages={<HeaderLanguageSwitch />}
      />
      {pwa.status}
      {/* At least a screen tall, so the footer starts below the fold: while a route's chunk or data loads, a short
          page would otherwise show the footer, then push it away (Lighthouse measured CLS 0.21 on listings). */}
      <main
        id="main"
        className="sd:mx-auto sd:min-h-screen sd:w-full sd:max-w-7xl sd:flex-1 sd:px-4 sd:py-6 sd:pb-24 sd:md:pb-6"
      >
        {children}
      </main>
      <SiteFooter />
      <SiteBottomBar />
      <Toaster />
    </div>
  );
}
