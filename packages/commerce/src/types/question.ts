import type { Id } from './ids';

/** A shop's answer to a shopper's question about a product. */
export interface QuestionAnswer {
  id: Id;
  /** The answering shop (the legacy backend may leave it out). */
  shopId: Id | null;
  answer: string;
  /** ISO date. */
  createdAt: string;
}

/** A shopper's question about a product, with the shop's answers (oldest answer first). */
export interface ProductQuestion {
  id: Id;
  /** Who asked (null when the backend does not say). */
  userId: Id | null;
  question: string;
  /** ISO date. */
  createdAt: string;
  answers: QuestionAnswer[];
}
