export * from './primitives/badge';
export { RouterProvider, type RouterProviderProps } from './lib/router';
export { lazyPart } from './lib/lazy-part';
export { afterNextPaint } from './lib/after-next-paint';
export {
  KitTextsProvider,
  translated,
  useTexts,
  type KitTexts,
  type KitTextsProviderProps,
  type TextsIn,
} from './lib/kit-texts';
export {
  FormatProvider,
  intlFormats,
  pakistaniFormats,
  useFormats,
  type FormatProviderProps,
  type IntlFormatOptions,
  type KitFormats,
} from './lib/formats';
export { CheckIcon, ChevronDownIcon, CloseIcon, HeartIcon, ImageIcon, type IconProps } from './icons';
export {
  ResponsiveImagesProvider,
  ResponsiveImg,
  type ResponsiveImgProps,
  srcSetOf,
  useResponsiveImage,
  type ImageCandidate,
  type ImageCandidates,
  type ResponsiveImageProps,
  type ResponsiveImagesProviderProps,
} from './lib/responsive-image';
export type * from './domain-types';
export * from './primitives/button';
export * from './primitives/checkbox';
export * from './primitives/dialog';
export * from './primitives/icon-button';
export * from './primitives/link';
export * from './primitives/menu';
export * from './primitives/popover';
export * from './primitives/radio-group';
export * from './primitives/range-slider';
export * from './primitives/select';
export * from './primitives/skeleton';
export * from './primitives/spinner';
export * from './primitives/tabs';
export * from './primitives/text-area';
export * from './primitives/text-field';
export * from './widgets/account-nav';
export * from './widgets/empty-state';
export * from './widgets/error-screen';
export * from './widgets/faq-accordion';
export * from './widgets/otp-input';
export * from './widgets/placing-order-modal';
export * from './widgets/quantity-stepper';
export * from './widgets/rating-stars';
export * from './widgets/resend-countdown';
export * from './widgets/store-dialogs';
export * from './widgets/toaster';
export * from './widgets/track-order-timeline';
export * from './widgets/profile-settings';
export * from './widgets/page-loader';
export * from './widgets/help-tiles';
export * from './widgets/contact-form';
export * from './widgets/order-status-tabs';
export * from './widgets/order-card';
export * from './widgets/order-details';
export * from './widgets/order-actions';
export * from './widgets/order-confirmation';
export * from './widgets/cancel-order-form';
export * from './widgets/return-order-form';
export * from './widgets/cancellation-card';
export * from './widgets/return-card';
export * from './widgets/wishlist-card';
export * from './widgets/followed-shop-card';
export * from './widgets/cart-line';
export * from './widgets/order-summary';
export * from './widgets/coupon-box';
export * from './widgets/voucher-chips';
export * from './widgets/payment-method';
export * from './widgets/checkout-form';
export * from './widgets/product-card';
export * from './widgets/product-grid';
export * from './widgets/filter-chips';
export * from './widgets/sort-select';
export * from './widgets/filter-panel';
export * from './widgets/filter-drawer';
export * from './widgets/review-card';
export * from './widgets/review-form';
export * from './widgets/product-questions';
export * from './widgets/review-filters';
export * from './widgets/rating-histogram';
export * from './widgets/delivery-options';
export * from './widgets/shop-card';
export * from './widgets/store-header';
export * from './widgets/store-tabs';
export * from './widgets/image-gallery';
export * from './widgets/variant-picker';
export * from './widgets/product-summary';
export * from './widgets/product-details';
export * from './widgets/deal-tiles';
export * from './widgets/category-tiles';
export * from './widgets/password-field';
export * from './widgets/login-form';
export * from './widgets/sign-up-form';
export * from './widgets/verify-code-form';
export * from './widgets/forgot-password-form';
export * from './widgets/reset-password-form';
export * from './widgets/search-box';
export * from './widgets/header';
export * from './widgets/footer';
export * from './widgets/mobile-bottom-bar';
export * from './widgets/category-drawer';
export * from './widgets/skeletons';
export * from './primitives/native-dialog';
