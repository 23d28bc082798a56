import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoader } from '@sauda/ui';

const HomePage = lazy(() => import('../pages/home-page'));
const AboutPage = lazy(() => import('../pages/info/about-page'));
const FaqPage = lazy(() => import('../pages/info/faq-page'));
const PrivacyPolicyPage = lazy(() => import('../pages/info/privacy-policy-page'));
const TermsPage = lazy(() => import('../pages/info/terms-page'));
const ReturnsPage = lazy(() => import('../pages/info/returns-page'));
const HelpAndSupportPage = lazy(() => import('../pages/help/help-and-support-page'));
const HelpResetPasswordPage = lazy(() => import('../pages/help/help-reset-password-page'));
const StoreNotFoundPage = lazy(() => import('../pages/errors/store-not-found-page'));
const ProductNotFoundPage = lazy(() => import('../pages/errors/product-not-found-page'));
const ServerErrorPage = lazy(() => import('../pages/errors/server-error-page'));
const PageNotFoundPage = lazy(() => import('../pages/errors/page-not-found-page'));

/** Every route of the storefront (spec §2.1). Pages load lazily; a loader shows meanwhile. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader label="Loading page" />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/about-us" component={AboutPage} />
        <Route path="/faq" component={FaqPage} />
        <Route path="/privacy-policy" component={PrivacyPolicyPage} />
        <Route path="/terms-and-conditions" component={TermsPage} />
        <Route path="/returns-and-refunds" component={ReturnsPage} />
        <Route path="/help-and-support" component={HelpAndSupportPage} />
        <Route path="/help-support/reset-password" component={HelpResetPasswordPage} />
        <Route path="/error/storeNotFound" component={StoreNotFoundPage} />
        <Route path="/error/product-not-found" component={ProductNotFoundPage} />
        <Route path="/error/server-error" component={ServerErrorPage} />
        <Route path="/error/page-not-found" component={PageNotFoundPage} />
        <Route component={PageNotFoundPage} />
      </Switch>
    </Suspense>
  );
}
