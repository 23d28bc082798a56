import type { Endpoint } from '../core/endpoint';
import { createAddress, editAddress, getAddress } from './addresses';
import { forgotPassword, resendResetCode, resetPassword, signIn, signUp, verifyEmail, verifyResetCode } from './auth';
import { listBrands, listCategories, listColors, listItems, listSizes } from './catalogue';
import { sendContactMessage } from './contact';
import { listShopCoupons, validateCoupon } from './coupons';
import { listingPage } from './listing';
import { createOrder, getOrderDetails, listOrders } from './orders';
import {
  fiftyPercentDeals,
  getProduct,
  listProducts,
  searchProducts,
  twentyPercentDeals,
  under1500Deals,
} from './products';
import { listCancellations, listReturns, requestCancellation, requestReturn } from './requests';
import { getReviewEligibility, getUserReview, listProductReviews, submitReview } from './reviews';
import { askQuestion, listProductQuestions } from './questions';
import { followShop, getFollowStatus, getShop, listFollowedShops, listShops, unfollowShop } from './shops';
import { getUser, updateUser } from './user';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist';

export * from './addresses';
export * from './auth';
export * from './catalogue';
export * from './contact';
export * from './coupons';
export * from './listing';
export * from './orders';
export * from './products';
export * from './requests';
export * from './reviews';
export * from './questions';
export * from './shops';
export * from './user';
export * from './wishlist';

/** Every /api/v1 call the storefront makes, once each (the OpenAPI document and the server read this list). */
export const allEndpoints: readonly Endpoint[] = [
  listProducts,
  getProduct,
  searchProducts,
  under1500Deals,
  twentyPercentDeals,
  fiftyPercentDeals,
  listingPage,
  listItems,
  listCategories,
  listBrands,
  listColors,
  listSizes,
  getWishlist,
  addToWishlist,
  removeFromWishlist,
  getUser,
  updateUser,
  getAddress,
  createAddress,
  editAddress,
  validateCoupon,
  listShopCoupons,
  createOrder,
  listOrders,
  getOrderDetails,
  listReturns,
  requestReturn,
  listCancellations,
  requestCancellation,
  getShop,
  listShops,
  getFollowStatus,
  followShop,
  unfollowShop,
  listFollowedShops,
  signUp,
  verifyEmail,
  signIn,
  forgotPassword,
  verifyResetCode,
  resendResetCode,
  resetPassword,
  getUserReview,
  getReviewEligibility,
  listProductReviews,
  submitReview,
  listProductQuestions,
  askQuestion,
  sendContactMessage,
];
