import { QUESTION_FAILED_MESSAGE } from '@sauda/commerce';
import { defineEndpoint } from '../core/endpoint';
import { askQuestionBodySchema, productQuestionParamsSchema, productQuestionsAnswerSchema } from '../wire/questions';
import { messageAnswerSchema } from '../wire/shared';

/** `GET /questions/product/{productId}/questions`: newest first, each with the shop's replies. */
export const listProductQuestions = defineEndpoint({
  operationId: 'questions.list',
  tag: 'questions',
  method: 'get',
  path: '/questions/product/{productId}/questions',
  summary: "A product's questions with the shop's answers",
  params: productQuestionParamsSchema,
  successStatus: 200,
  response: productQuestionsAnswerSchema,
  fallback: 'Error fetching questions',
  refusals: { 404: 'No product has this id.' },
});

/** `POST /questions/product/{productId}/question` `{ userId, question }`. */
export const askQuestion = defineEndpoint({
  operationId: 'questions.ask',
  tag: 'questions',
  method: 'post',
  path: '/questions/product/{productId}/question',
  summary: 'Ask the shop a question about a product',
  params: productQuestionParamsSchema,
  body: { type: 'json', schema: askQuestionBodySchema },
  successStatus: 201,
  response: messageAnswerSchema,
  fallback: QUESTION_FAILED_MESSAGE,
  access: 'user',
  refusals: { 404: 'No product has this id.' },
});
