import { legacyReviewsClient, reviewsClient } from '@sauda/api';
import { call } from '../http';

/**
 * Product reviews. The original backend cannot say beforehand whether a shopper may review a product
 * (`VITE_SAUDA_BACKEND=legacy`): its client answers `unknown` and the submission's refusal says why.
 */
export const reviewsApi = /* @__PURE__ */ (
  import.meta.env.VITE_SAUDA_BACKEND === 'legacy' ? legacyReviewsClient : reviewsClient
)(call);
