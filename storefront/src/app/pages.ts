import { lazy } from 'react';

/** Every page of the storefront, each loaded on first visit (its own chunk). */
export const HomePage = lazy(() => import('../pages/home-page'));
export const CategoryPage = lazy(() => import('../pages/listing/category-page'));
export const SearchPage = lazy(() => import('../pages/listing/search-page'));
export const Under1500Page = lazy(() =>
  import('../pages/listing/deals-page').then((m) => ({ default: m.Under1500Page })),
);
export const SuperdealsPage = lazy(() =>
  import('../pages/listing/deals-page').then((m) => ({ default: m.SuperdealsPage })),
);
export const BundleDealsPage = lazy(() =>
  import('../pages/listing/deals-page').then((m) => ({ default: m.BundleDealsPage })),
);
export const CartPage = lazy(() => import('../pages/cart/cart-page'));
export const CheckoutPage = lazy(() => import('../pages/checkout/checkout-page'));
export const LoginPage = lazy(() => import('../pages/auth/login-page'));
export const SignUpPage = lazy(() => import('../pages/auth/sign-up-page'));
export const VerifyEmailPage = lazy(() => import('../pages/auth/verify-email-page'));
export const ForgotPasswordPage = lazy(() => import('../pages/auth/forgot-password-page'));
export const ResetCodePage = lazy(() => import('../pages/auth/reset-code-page'));
export const ResetPasswordPage = lazy(() => import('../pages/auth/reset-password-page'));
export const ProfilePage = lazy(() => import('../pages/account/profile-page'));
export const OrdersPage = lazy(() => import('../pages/account/orders-page'));
export const OrderDetailsPage = lazy(() => import('../pages/account/order-details-page'));
export const ReturnsPage = lazy(() => import('../pages/account/returns-page'));
export const CancellationsPage = lazy(() => import('../pages/account/cancellations-page'));
export const WishlistPage = lazy(() => import('../pages/account/wishlist-page'));
export const FollowedShopsPage = lazy(() => import('../pages/account/followed-shops-page'));
export const TrackOrderPage = lazy(() => import('../pages/help/track-order-page'));
export const CancelOrderPage = lazy(() => import('../pages/help/cancel-order-page'));
export const ReturnOrderPage = lazy(() => import('../pages/help/return-order-page'));
export const ContactPage = lazy(() => import('../pages/info/contact-page'));
export const ReviewPage = lazy(() => import('../pages/review/review-page'));
export const AboutPage = lazy(() => import('../pages/info/about-page'));
export const FaqPage = lazy(() => import('../pages/info/faq-page'));
export const PrivacyPolicyPage = lazy(() => import('../pages/info/privacy-policy-page'));
export const TermsPage = lazy(() => import('../pages/info/terms-page'));
export const ReturnsPolicyPage = lazy(() => import('../pages/info/returns-page'));
export const HelpAndSupportPage = lazy(() => import('../pages/help/help-and-support-page'));
export const HelpResetPasswordPage = lazy(() => import('../pages/help/help-reset-password-page'));
export const StoreNotFoundPage = lazy(() => import('../pages/errors/store-not-found-page'));
export const ProductNotFoundPage = lazy(() => import('../pages/errors/product-not-found-page'));
export const ServerErrorPage = lazy(() => import('../pages/errors/server-error-page'));
export const PageNotFoundPage = lazy(() => import('../pages/errors/page-not-found-page'));
export const ProductPage = lazy(() => import('../pages/product/product-page'));
export const StorePage = lazy(() => import('../pages/store/store-page'));
export const ShopDirectoryPage = lazy(() => import('../pages/shops/shop-directory-page'));
