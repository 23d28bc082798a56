import { QUESTION_MAX_LENGTH, QUESTION_REQUIRED_MESSAGE, questionError } from '@sauda/commerce';
import { z } from 'zod/mini';
import { uuidField, wireId, wireList, wireText } from './shared';

/** A shop's answer to a question (`QuestionReplies` row). */
export const wireQuestionReplySchema = z
  .object({
    ReplyId: z.optional(z.nullable(wireId)),
    ShopId: wireText,
    Reply: wireText,
    ReplyCreatedAt: wireText,
  })
  .register(z.globalRegistry, { id: 'QuestionReply' });

/**
 * A question about a product with its answers. The legacy backend builds `replies` from a left join, so it may be
 * missing, null, JSON text, or hold an empty row (null `ReplyId` and `Reply`) for a question nobody answered.
 */
export const wireProductQuestionSchema = z
  .object({
    QuestionId: wireId,
    UserId: wireText,
    Question: wireText,
    QuestionCreatedAt: wireText,
    replies: wireList(wireQuestionReplySchema),
  })
  .register(z.globalRegistry, { id: 'ProductQuestion' });

/** Answer of `GET /questions/product/{productId}/questions`: a bare array, newest first. */
export const productQuestionsAnswerSchema = z.array(wireProductQuestionSchema);

/** Path of the per-product question calls. */
export const productQuestionParamsSchema = z.object({ productId: uuidField });

/** Body of `POST /questions/product/{productId}/question`: the asking user and the question (1–500 characters). */
export const askQuestionBodySchema = z
  .object({
    userId: uuidField,
    question: z.string({ error: QUESTION_REQUIRED_MESSAGE }).check(
      z.refine((text: string) => questionError(text) === null, {
        error: (issue) => questionError(String(issue.input)) ?? QUESTION_REQUIRED_MESSAGE,
      }),
    ),
  })
  .register(z.globalRegistry, {
    id: 'AskQuestionBody',
    description: `The question is trimmed and must keep 1 to ${QUESTION_MAX_LENGTH} characters.`,
  });

export type WireProductQuestion = z.output<typeof wireProductQuestionSchema>;
export type AskQuestionBody = z.input<typeof askQuestionBodySchema>;
