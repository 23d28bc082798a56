import { translated, type KitTexts } from '../lib/kit-texts';
import { dialogTexts } from '../primitives/dialog/texts/en';
import { dialogTextsUr } from '../primitives/dialog/texts/ur';
import { selectTexts } from '../primitives/select/texts/en';
import { selectTextsUr } from '../primitives/select/texts/ur';
import { accountNavTexts } from '../widgets/account-nav/texts/en';
import { accountNavTextsUr } from '../widgets/account-nav/texts/ur';
import { cancelOrderFormTexts } from '../widgets/cancel-order-form/texts/en';
import { cancelOrderFormTextsUr } from '../widgets/cancel-order-form/texts/ur';
import { cancellationCardTexts } from '../widgets/cancellation-card/texts/en';
import { cancellationCardTextsUr } from '../widgets/cancellation-card/texts/ur';
import { cartLineTexts } from '../widgets/cart-line/texts/en';
import { cartLineTextsUr } from '../widgets/cart-line/texts/ur';
import { categoryDrawerTexts } from '../widgets/category-drawer/texts/en';
import { categoryDrawerTextsUr } from '../widgets/category-drawer/texts/ur';
import { categoryTilesTexts } from '../widgets/category-tiles/texts/en';
import { categoryTilesTextsUr } from '../widgets/category-tiles/texts/ur';
import { checkoutFormTexts } from '../widgets/checkout-form/texts/en';
import { checkoutFormTextsUr } from '../widgets/checkout-form/texts/ur';
import { contactFormTexts } from '../widgets/contact-form/texts/en';
import { contactFormTextsUr } from '../widgets/contact-form/texts/ur';
import { couponBoxTexts } from '../widgets/coupon-box/texts/en';
import { couponBoxTextsUr } from '../widgets/coupon-box/texts/ur';
import { dealTilesTexts } from '../widgets/deal-tiles/texts/en';
import { dealTilesTextsUr } from '../widgets/deal-tiles/texts/ur';
import { deliveryOptionsTexts } from '../widgets/delivery-options/texts/en';
import { deliveryOptionsTextsUr } from '../widgets/delivery-options/texts/ur';
import { emptyStateTexts } from '../widgets/empty-state/texts/en';
import { emptyStateTextsUr } from '../widgets/empty-state/texts/ur';
import { errorScreenTexts } from '../widgets/error-screen/texts/en';
import { errorScreenTextsUr } from '../widgets/error-screen/texts/ur';
import { faqAccordionTexts } from '../widgets/faq-accordion/texts/en';
import { faqAccordionTextsUr } from '../widgets/faq-accordion/texts/ur';
import { filterChipsTexts } from '../widgets/filter-chips/texts/en';
import { filterChipsTextsUr } from '../widgets/filter-chips/texts/ur';
import { filterDrawerTexts } from '../widgets/filter-drawer/texts/en';
import { filterDrawerTextsUr } from '../widgets/filter-drawer/texts/ur';
import { filterPanelTexts } from '../widgets/filter-panel/texts/en';
import { filterPanelTextsUr } from '../widgets/filter-panel/texts/ur';
import { followedShopCardTexts } from '../widgets/followed-shop-card/texts/en';
import { followedShopCardTextsUr } from '../widgets/followed-shop-card/texts/ur';
import { footerTexts } from '../widgets/footer/texts/en';
import { footerTextsUr } from '../widgets/footer/texts/ur';
import { forgotPasswordFormTexts } from '../widgets/forgot-password-form/texts/en';
import { forgotPasswordFormTextsUr } from '../widgets/forgot-password-form/texts/ur';
import { headerTexts } from '../widgets/header/texts/en';
import { headerTextsUr } from '../widgets/header/texts/ur';
import { helpTilesTexts } from '../widgets/help-tiles/texts/en';
import { helpTilesTextsUr } from '../widgets/help-tiles/texts/ur';
import { imageGalleryTexts } from '../widgets/image-gallery/texts/en';
import { imageGalleryTextsUr } from '../widgets/image-gallery/texts/ur';
import { loginFormTexts } from '../widgets/login-form/texts/en';
import { loginFormTextsUr } from '../widgets/login-form/texts/ur';
import { mobileBottomBarTexts } from '../widgets/mobile-bottom-bar/texts/en';
import { mobileBottomBarTextsUr } from '../widgets/mobile-bottom-bar/texts/ur';
import { orderActionsTexts } from '../widgets/order-actions/texts/en';
import { orderActionsTextsUr } from '../widgets/order-actions/texts/ur';
import { orderCardTexts } from '../widgets/order-card/texts/en';
import { orderCardTextsUr } from '../widgets/order-card/texts/ur';
import { orderConfirmationTexts } from '../widgets/order-confirmation/texts/en';
import { orderConfirmationTextsUr } from '../widgets/order-confirmation/texts/ur';
import { orderDetailsTexts } from '../widgets/order-details/texts/en';
import { orderDetailsTextsUr } from '../widgets/order-details/texts/ur';
import { requestCardTexts } from '../widgets/order-request-card/texts/en';
import { requestCardTextsUr } from '../widgets/order-request-card/texts/ur';
import { orderRequestFormTexts } from '../widgets/order-request-form/texts/en';
import { orderRequestFormTextsUr } from '../widgets/order-request-form/texts/ur';
import { orderStatusTabsTexts } from '../widgets/order-status-tabs/texts/en';
import { orderStatusTabsTextsUr } from '../widgets/order-status-tabs/texts/ur';
import { orderSummaryTexts } from '../widgets/order-summary/texts/en';
import { orderSummaryTextsUr } from '../widgets/order-summary/texts/ur';
import { otpInputTexts } from '../widgets/otp-input/texts/en';
import { otpInputTextsUr } from '../widgets/otp-input/texts/ur';
import { pageLoaderTexts } from '../widgets/page-loader/texts/en';
import { pageLoaderTextsUr } from '../widgets/page-loader/texts/ur';
import { passwordFieldTexts } from '../widgets/password-field/texts/en';
import { passwordFieldTextsUr } from '../widgets/password-field/texts/ur';
import { paymentMethodTexts } from '../widgets/payment-method/texts/en';
import { paymentMethodTextsUr } from '../widgets/payment-method/texts/ur';
import { placingOrderModalTexts } from '../widgets/placing-order-modal/texts/en';
import { placingOrderModalTextsUr } from '../widgets/placing-order-modal/texts/ur';
import { productCardTexts } from '../widgets/product-card/texts/en';
import { productCardTextsUr } from '../widgets/product-card/texts/ur';
import { productDetailsTexts } from '../widgets/product-details/texts/en';
import { productDetailsTextsUr } from '../widgets/product-details/texts/ur';
import { productGridTexts } from '../widgets/product-grid/texts/en';
import { productGridTextsUr } from '../widgets/product-grid/texts/ur';
import { productQuestionsTexts } from '../widgets/product-questions/texts/en';
import { productQuestionsTextsUr } from '../widgets/product-questions/texts/ur';
import { productSummaryTexts } from '../widgets/product-summary/texts/en';
import { productSummaryTextsUr } from '../widgets/product-summary/texts/ur';
import { profileSettingsTexts } from '../widgets/profile-settings/texts/en';
import { profileSettingsTextsUr } from '../widgets/profile-settings/texts/ur';
import { quantityStepperTexts } from '../widgets/quantity-stepper/texts/en';
import { quantityStepperTextsUr } from '../widgets/quantity-stepper/texts/ur';
import { ratingHistogramTexts } from '../widgets/rating-histogram/texts/en';
import { ratingHistogramTextsUr } from '../widgets/rating-histogram/texts/ur';
import { ratingStarsTexts } from '../widgets/rating-stars/texts/en';
import { ratingStarsTextsUr } from '../widgets/rating-stars/texts/ur';
import { resendCountdownTexts } from '../widgets/resend-countdown/texts/en';
import { resendCountdownTextsUr } from '../widgets/resend-countdown/texts/ur';
import { resetPasswordFormTexts } from '../widgets/reset-password-form/texts/en';
import { resetPasswordFormTextsUr } from '../widgets/reset-password-form/texts/ur';
import { returnCardTexts } from '../widgets/return-card/texts/en';
import { returnCardTextsUr } from '../widgets/return-card/texts/ur';
import { returnOrderFormTexts } from '../widgets/return-order-form/texts/en';
import { returnOrderFormTextsUr } from '../widgets/return-order-form/texts/ur';
import { reviewCardTexts } from '../widgets/review-card/texts/en';
import { reviewCardTextsUr } from '../widgets/review-card/texts/ur';
import { reviewFiltersTexts } from '../widgets/review-filters/texts/en';
import { reviewFiltersTextsUr } from '../widgets/review-filters/texts/ur';
import { reviewFormTexts } from '../widgets/review-form/texts/en';
import { reviewFormTextsUr } from '../widgets/review-form/texts/ur';
import { searchBoxTexts } from '../widgets/search-box/texts/en';
import { searchBoxTextsUr } from '../widgets/search-box/texts/ur';
import { shopCardTexts } from '../widgets/shop-card/texts/en';
import { shopCardTextsUr } from '../widgets/shop-card/texts/ur';
import { signUpFormTexts } from '../widgets/sign-up-form/texts/en';
import { signUpFormTextsUr } from '../widgets/sign-up-form/texts/ur';
import { skeletonsTexts } from '../widgets/skeletons/texts/en';
import { skeletonsTextsUr } from '../widgets/skeletons/texts/ur';
import { sortSelectTexts } from '../widgets/sort-select/texts/en';
import { sortSelectTextsUr } from '../widgets/sort-select/texts/ur';
import { followSuccessDialogTexts, loginRequiredDialogTexts } from '../widgets/store-dialogs/texts/en';
import { followSuccessDialogTextsUr, loginRequiredDialogTextsUr } from '../widgets/store-dialogs/texts/ur';
import { storeHeaderTexts } from '../widgets/store-header/texts/en';
import { storeHeaderTextsUr } from '../widgets/store-header/texts/ur';
import { storeTabsTexts, storeProfileTexts } from '../widgets/store-tabs/texts/en';
import { storeTabsTextsUr, storeProfileTextsUr } from '../widgets/store-tabs/texts/ur';
import { trackOrderTimelineTexts } from '../widgets/track-order-timeline/texts/en';
import { trackOrderTimelineTextsUr } from '../widgets/track-order-timeline/texts/ur';
import { priceTagTexts, variantPickerTexts } from '../widgets/variant-picker/texts/en';
import { priceTagTextsUr, variantPickerTextsUr } from '../widgets/variant-picker/texts/ur';
import { verifyCodeFormTexts } from '../widgets/verify-code-form/texts/en';
import { verifyCodeFormTextsUr } from '../widgets/verify-code-form/texts/ur';
import { voucherChipsTexts } from '../widgets/voucher-chips/texts/en';
import { voucherChipsTextsUr } from '../widgets/voucher-chips/texts/ur';
import { wishlistCardTexts } from '../widgets/wishlist-card/texts/en';
import { wishlistCardTextsUr } from '../widgets/wishlist-card/texts/ur';

/**
 * Every widget's texts in Urdu, for `KitTextsProvider` (`@sauda/ui/texts/ur`): a host that speaks Urdu imports this
 * module and English hosts never load it. Each entry's keys and arguments are checked against the widget's English
 * texts (`translated`); `ur.test.ts` checks that every widget's English texts have their Urdu here.
 */
export const urduTexts: KitTexts = new Map([
  translated(dialogTexts, dialogTextsUr),
  translated(selectTexts, selectTextsUr),
  translated(accountNavTexts, accountNavTextsUr),
  translated(cancelOrderFormTexts, cancelOrderFormTextsUr),
  translated(cancellationCardTexts, cancellationCardTextsUr),
  translated(cartLineTexts, cartLineTextsUr),
  translated(categoryDrawerTexts, categoryDrawerTextsUr),
  translated(categoryTilesTexts, categoryTilesTextsUr),
  translated(checkoutFormTexts, checkoutFormTextsUr),
  translated(contactFormTexts, contactFormTextsUr),
  translated(couponBoxTexts, couponBoxTextsUr),
  translated(dealTilesTexts, dealTilesTextsUr),
  translated(deliveryOptionsTexts, deliveryOptionsTextsUr),
  translated(emptyStateTexts, emptyStateTextsUr),
  translated(errorScreenTexts, errorScreenTextsUr),
  translated(faqAccordionTexts, faqAccordionTextsUr),
  translated(filterChipsTexts, filterChipsTextsUr),
  translated(filterDrawerTexts, filterDrawerTextsUr),
  translated(filterPanelTexts, filterPanelTextsUr),
  translated(followedShopCardTexts, followedShopCardTextsUr),
  translated(footerTexts, footerTextsUr),
  translated(forgotPasswordFormTexts, forgotPasswordFormTextsUr),
  translated(headerTexts, headerTextsUr),
  translated(helpTilesTexts, helpTilesTextsUr),
  translated(imageGalleryTexts, imageGalleryTextsUr),
  translated(loginFormTexts, loginFormTextsUr),
  translated(mobileBottomBarTexts, mobileBottomBarTextsUr),
  translated(orderActionsTexts, orderActionsTextsUr),
  translated(orderCardTexts, orderCardTextsUr),
  translated(orderConfirmationTexts, orderConfirmationTextsUr),
  translated(orderDetailsTexts, orderDetailsTextsUr),
  translated(requestCardTexts, requestCardTextsUr),
  translated(orderRequestFormTexts, orderRequestFormTextsUr),
  translated(orderStatusTabsTexts, orderStatusTabsTextsUr),
  translated(orderSummaryTexts, orderSummaryTextsUr),
  translated(otpInputTexts, otpInputTextsUr),
  translated(pageLoaderTexts, pageLoaderTextsUr),
  translated(passwordFieldTexts, passwordFieldTextsUr),
  translated(paymentMethodTexts, paymentMethodTextsUr),
  translated(placingOrderModalTexts, placingOrderModalTextsUr),
  translated(productCardTexts, productCardTextsUr),
  translated(productDetailsTexts, productDetailsTextsUr),
  translated(productGridTexts, productGridTextsUr),
  translated(productQuestionsTexts, productQuestionsTextsUr),
  translated(productSummaryTexts, productSummaryTextsUr),
  translated(profileSettingsTexts, profileSettingsTextsUr),
  translated(quantityStepperTexts, quantityStepperTextsUr),
  translated(ratingHistogramTexts, ratingHistogramTextsUr),
  translated(ratingStarsTexts, ratingStarsTextsUr),
  translated(resendCountdownTexts, resendCountdownTextsUr),
  translated(resetPasswordFormTexts, resetPasswordFormTextsUr),
  translated(returnCardTexts, returnCardTextsUr),
  translated(returnOrderFormTexts, returnOrderFormTextsUr),
  translated(reviewCardTexts, reviewCardTextsUr),
  translated(reviewFiltersTexts, reviewFiltersTextsUr),
  translated(reviewFormTexts, reviewFormTextsUr),
  translated(searchBoxTexts, searchBoxTextsUr),
  translated(shopCardTexts, shopCardTextsUr),
  translated(signUpFormTexts, signUpFormTextsUr),
  translated(skeletonsTexts, skeletonsTextsUr),
  translated(sortSelectTexts, sortSelectTextsUr),
  translated(followSuccessDialogTexts, followSuccessDialogTextsUr),
  translated(loginRequiredDialogTexts, loginRequiredDialogTextsUr),
  translated(storeHeaderTexts, storeHeaderTextsUr),
  translated(storeTabsTexts, storeTabsTextsUr),
  translated(storeProfileTexts, storeProfileTextsUr),
  translated(trackOrderTimelineTexts, trackOrderTimelineTextsUr),
  translated(priceTagTexts, priceTagTextsUr),
  translated(variantPickerTexts, variantPickerTextsUr),
  translated(verifyCodeFormTexts, verifyCodeFormTextsUr),
  translated(voucherChipsTexts, voucherChipsTextsUr),
  translated(wishlistCardTexts, wishlistCardTextsUr),
]);
