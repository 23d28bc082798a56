import { lazyPage } from '../first-load/lazy-page';

/** Every page of the storefront, each loaded on first visit (its own chunk). */
export const HomePage = lazyPage(() => import('../pages/home/home-page'));
export const CategoryPage = lazyPage(() => import('../pages/listing/category-page'));
export const SearchPage = lazyPage(() => import('../pages/listing/search-page'));
export const Under1500Page = lazyPage(() =>
  import('../pages/listing/deals-page').then((m) => ({ default: m.Under1500Page })),
);
export const SuperdealsPage = lazyPage(() =>
  import('../pages/listing/deals-page').then((m) => ({ default: m.SuperdealsPage })),
);
export const BundleDealsPage = lazyPage(() =>
  import('../pages/listing/deals-page').then((m) => ({ default: m.BundleDealsPage })),
);
export const CartPage = lazyPage(() => import('../pages/cart/cart-page'));
export const CheckoutPage = lazyPage(() => import('../pages/checkout/checkout-page'));
export const LoginPage = lazyPage(() => import('../pages/auth/login-page'));
export const SignUpPage = lazyPage(() => import('../pages/auth/sign-up-page'));
export const VerifyEmailPage = lazyPage(() => import('../pages/auth/verify-email-page'));
export const ForgotPasswordPage = lazyPage(() => import('../pages/auth/forgot-password-page'));
export const ResetCodePage = lazyPage(() => import('../pages/auth/reset-code-page'));
export const ResetPasswordPage = lazyPage(() => import('../pages/auth/reset-password-page'));
export const ProfilePage = lazyPage(() => import('../pages/account/profile-page'));
export const OrdersPage = lazyPage(() => import('../pages/account/orders-page'));
export const OrderDetailsPage = lazyPage(() => import('../pages/account/order-details-page'));
export const OrderPlacedPage = lazyPage(() => import('../pages/account/order-placed-page'));
export const ReturnsPage = lazyPage(() => import('../pages/account/returns-page'));
export const CancellationsPage = lazyPage(() => import('../pages/account/cancellations-page'));
export const WishlistPage = lazyPage(() => import('../pages/account/wishlist-page'));
export const FollowedShopsPage = lazyPage(() => import('../pages/account/followed-shops-page'));
export const TrackOrderPage = lazyPage(() => import('../pages/help/track-order-page'));
export const CancelOrderPage = lazyPage(() => import('../pages/help/cancel-order-page'));
export const ReturnOrderPage = lazyPage(() => import('../pages/help/return-order-page'));
export const ContactPage = lazyPage(() => import('../pages/info/contact-page'));
export const ReviewPage = lazyPage(() => import('../pages/review/review-page'));
export const AboutPage = lazyPage(() => import('../pages/info/about-page'));
export const FaqPage = lazyPage(() => import('../pages/info/faq-page'));
export const PrivacyPolicyPage = lazyPage(() => import('../pages/info/privacy-policy-page'));
export const TermsPage = lazyPage(() => import('../pages/info/terms-page'));
export const ReturnsPolicyPage = lazyPage(() => import('../pages/info/returns-page'));
export const HelpAndSupportPage = lazyPage(() => import('../pages/help/help-and-support-page'));
export const HelpResetPasswordPage = lazyPage(() => import('../pages/help/help-reset-password-page'));
export const StoreNotFoundPage = lazyPage(() => import('../pages/errors/store-not-found-page'));
export const ProductNotFoundPage = lazyPage(() => import('../pages/errors/product-not-found-page'));
export const ServerErrorPage = lazyPage(() => import('../pages/errors/server-error-page'));
export const PageNotFoundPage = lazyPage(() => import('../pages/errors/page-not-found-page'));
export const ProductPage = lazyPage(() => import('../pages/product/product-page'));
export const StorePage = lazyPage(() => import('../pages/store/store-page'));
export const ShopDirectoryPage = lazyPage(() => import('../pages/shops/shop-directory-page'));
