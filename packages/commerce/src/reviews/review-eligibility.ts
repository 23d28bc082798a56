/**
 * The refusal of a review by someone who has not received the product: the original backend's words (contract §3.19),
 * which the reference server answers too.
 */
export const REVIEW_NOT_RECEIVED_MESSAGE = 'Only users who have received the product can review it.';

/** The order status that makes a shopper a buyer who may review (as on Daraz: the product has reached them). */
export const REVIEWABLE_ORDER_STATUS = 'Delivered';

/**
 * Whether a shopper may review a product: `eligible` (they received it and have not reviewed it), `notReceived` (no
 * delivered order of theirs contains it), `alreadyReviewed`, or `unknown` when the backend cannot say beforehand
 * (the original backend: its refusal comes with the submission).
 */
export type ReviewEligibility = 'eligible' | 'notReceived' | 'alreadyReviewed' | 'unknown';
