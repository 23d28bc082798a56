import { RouterProvider } from '@sauda/ui';
import { Router, useLocation } from 'wouter';
import { SWRConfig } from 'swr';
import { SiteFrame } from '../layout/site-frame';
import { swrConfig } from '../data/swr-config';
import { AppRoutes } from './routes';

/** Binds the kit's links (the kit's RouterProvider) to wouter, so every kit Link navigates client-side. */
function KitRouter({ children }: { children: React.ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={navigate}>{children}</RouterProvider>;
}

export function App() {
  return (
    <SWRConfig value={swrConfig}>
      <Router>
        <KitRouter>
          <SiteFrame>
            <AppRoutes />
          </SiteFrame>
        </KitRouter>
      </Router>
    </SWRConfig>
  );
}
