import useSWR from 'swr';
import { questionsApi } from '../api/questions-api';

/** A product's questions with the shop's answers, newest first (`GET /questions/product/{id}/questions`). */
export function useProductQuestions(productId: string) {
  return useSWR(['product-questions', productId], ([, id]) => questionsApi.list(id));
}
