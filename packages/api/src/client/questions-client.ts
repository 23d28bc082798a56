import { QUESTION_SUBMITTED_MESSAGE, type ProductQuestion } from '@sauda/commerce';
import type { CallOptions } from '../core/http';
import { askQuestion, listProductQuestions } from '../endpoints/questions';
import { toProductQuestions } from '../normalise/questions';
import { toWriteResult, type WriteResult } from '../normalise/shared';
import type { Call } from './call';

/** What `questions.ask` sends: the product, the signed-in user and the question as typed (it is sent trimmed). */
export interface AskQuestionInput {
  productId: string;
  userId: string;
  question: string;
}

/** `questions`: a product's questions with the shop's answers, and asking one. */
export function questionsClient(call: Call) {
  return {
    /** `GET /questions/product/{productId}/questions`, newest first. */
    list: async (productId: string, options?: CallOptions): Promise<ProductQuestion[]> =>
      toProductQuestions(await call(listProductQuestions, { params: { productId } }, options)),
    /** `POST /questions/product/{productId}/question` `{ userId, question }`. */
    ask: async ({ productId, userId, question }: AskQuestionInput, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(
        await call(askQuestion, { params: { productId }, json: { userId, question: question.trim() } }, options),
        QUESTION_SUBMITTED_MESSAGE,
      ),
  };
}
