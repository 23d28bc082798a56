import type { Id } from './ids';

/** A product review. */
export interface Review {
  id?: Id;
  productId: Id;
  productName: string;
  userId?: Id;
  /** 0.5 steps. */
  rating: number;
  comment: string;
  /** Image URLs. */
  images: string[];
  /** ISO date. */
  createdAt: string;
}
