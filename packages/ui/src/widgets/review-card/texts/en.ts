import type { ReviewCardLabels } from '../review-card';

/** The review card's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const reviewCardTexts = {
  images: 'Review images',
  openImage: (index: number, total: number) => `View image ${index} of ${total}`,
  imageDialogTitle: (index: number, total: number) => `Image ${index} of ${total}`,
  close: 'Close',
  sellerReply: "Seller's reply",
  verifiedPurchase: 'Verified purchase',
} satisfies Required<ReviewCardLabels>;
