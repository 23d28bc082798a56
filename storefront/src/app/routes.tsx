import { isUuid } from '@sauda/commerce';
import { PageLoader } from '@sauda/ui';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { messages } from '../messages';

const HomePage = lazy(() => import('../pages/home-page'));
const CategoryPage = lazy(() => import('../pages/listing/category-page'));
const SearchPage = lazy(() => import('../pages/listing/search-page'));
const Under1500Page = lazy(() => import('../pages/listing/deals-page').then((m) => ({ default: m.Under1500Page })));
const SuperdealsPage = lazy(() => import('../pages/listing/deals-page').then((m) => ({ default: m.SuperdealsPage })));
const BundleDealsPage = lazy(() => import('../pages/listing/deals-page').then((m) => ({ default: m.BundleDealsPage })));
const CartPage = lazy(() => import('../pages/cart/cart-page'));
const CheckoutPage = lazy(() => import('../pages/checkout/checkout-page'));
const LoginPage = lazy(() => import('../pages/auth/login-page'));
const SignUpPage = lazy(() => import('../pages/auth/sign-up-page'));
const VerifyEmailPage = lazy(() => import('../pages/auth/verify-email-page'));
const ForgotPasswordPage = lazy(() => import('../pages/auth/forgot-password-page'));
const ResetCodePage = lazy(() => import('../pages/auth/reset-code-page'));
const ResetPasswordPage = lazy(() => import('../pages/auth/reset-password-page'));
const ProfilePage = lazy(() => import('../pages/account/profile-page'));
const OrdersPage = lazy(() => import('../pages/account/orders-page'));
const OrderDetailsPage = lazy(() => import('../pages/account/order-details-page'));
const ReturnsPage = lazy(() => import('../pages/account/returns-page'));
const CancellationsPage = lazy(() => import('../pages/account/cancellations-page'));
const WishlistPage = lazy(() => import('../pages/account/wishlist-page'));
const FollowedShopsPage = lazy(() => import('../pages/account/followed-shops-page'));
const TrackOrderPage = lazy(() => import('../pages/help/track-order-page'));
const CancelOrderPage = lazy(() => import('../pages/help/cancel-order-page'));
const ReturnOrderPage = lazy(() => import('../pages/help/return-order-page'));
const ContactPage = lazy(() => import('../pages/info/contact-page'));
const ReviewPage = lazy(() => import('../pages/review/review-page'));
const AboutPage = lazy(() => import('../pages/info/about-page'));
const FaqPage = lazy(() => import('../pages/info/faq-page'));
const PrivacyPolicyPage = lazy(() => import('../pages/info/privacy-policy-page'));
const TermsPage = lazy(() => import('../pages/info/terms-page'));
const ReturnsPolicyPage = lazy(() => import('../pages/info/returns-page'));
const HelpAndSupportPage = lazy(() => import('../pages/help/help-and-support-page'));
const HelpResetPasswordPage = lazy(() => import('../pages/help/help-reset-password-page'));
const StoreNotFoundPage = lazy(() => import('../pages/errors/store-not-found-page'));
const ProductNotFoundPage = lazy(() => import('../pages/errors/product-not-found-page'));
const ServerErrorPage = lazy(() => import('../pages/errors/server-error-page'));
const PageNotFoundPage = lazy(() => import('../pages/errors/page-not-found-page'));
const ProductPage = lazy(() => import('../pages/product/product-page'));
const StorePage = lazy(() => import('../pages/store/store-page'));
const ShopDirectoryPage = lazy(() => import('../pages/shops/shop-directory-page'));

/**
 * Every route of the storefront (spec §2.1). Pages load lazily; a loader shows meanwhile. Specific paths come
 * first: the category shape `/{categoryName}/{id}` matches any two segments, so it is tried last and only with a
 * UUID id (anything else is an unknown path).
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader label={messages.site.loadingPage} />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/search" component={SearchPage} />
        <Route path="/products/under-1500" component={Under1500Page} />
        <Route path="/products/superdeals" component={SuperdealsPage} />
        <Route path="/products/bundle-deals" component={BundleDealsPage} />
        <Route path="/cart" component={CartPage} />
        <Route path="/checkout" component={CheckoutPage} />
        <Route path="/user/login" component={LoginPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/user/sign-up" component={SignUpPage} />
        <Route path="/user/verify" component={VerifyEmailPage} />
        <Route path="/user/forgot-password" component={ForgotPasswordPage} />
        <Route path="/user/forgot-password/verify" component={ResetCodePage} />
        <Route path="/user/reset-password" component={ResetPasswordPage} />
        <Route path="/user/account" component={ProfilePage} />
        <Route path="/user/orders" component={OrdersPage} />
        <Route path="/user/orders/return" component={ReturnsPage} />
        <Route path="/user/orders/cancellation" component={CancellationsPage} />
        <Route path="/user/orders/:orderGroupId" component={OrderDetailsPage} />
        <Route path="/user/wishlist" component={WishlistPage} />
        <Route path="/user/followed-shops" component={FollowedShopsPage} />
        <Route path="/help-support/track-order" component={TrackOrderPage} />
        <Route path="/help-support/cancel-order" component={CancelOrderPage} />
        <Route path="/help-support/return-order" component={ReturnOrderPage} />
        <Route path="/contact-us" component={ContactPage} />
        <Route path="/review/:id" component={ReviewPage} />
        <Route path="/about-us" component={AboutPage} />
        <Route path="/faq" component={FaqPage} />
        <Route path="/privacy-policy" component={PrivacyPolicyPage} />
        <Route path="/terms-and-conditions" component={TermsPage} />
        <Route path="/returns-and-refunds" component={ReturnsPolicyPage} />
        <Route path="/help-and-support" component={HelpAndSupportPage} />
        <Route path="/help-support/reset-password" component={HelpResetPasswordPage} />
        <Route path="/error/storeNotFound" component={StoreNotFoundPage} />
        <Route path="/error/product-not-found" component={ProductNotFoundPage} />
        <Route path="/error/server-error" component={ServerErrorPage} />
        <Route path="/error/page-not-found" component={PageNotFoundPage} />
        <Route path="/product/view/:id" component={ProductPage} />
        <Route path="/product/:name/:id" component={ProductPage} />
        <Route path="/store/:storeName/:id" component={StorePage} />
        <Route path="/shop" component={ShopDirectoryPage} />
        <Route path="/category/:id">{(params) => (isUuid(params.id) ? <CategoryPage /> : <PageNotFoundPage />)}</Route>
        <Route path="/:categoryName/:id">
          {(params) => (isUuid(params.id) ? <CategoryPage /> : <PageNotFoundPage />)}
        </Route>
        <Route component={PageNotFoundPage} />
      </Switch>
    </Suspense>
  );
}
