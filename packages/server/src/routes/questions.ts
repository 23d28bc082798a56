import { QUESTION_SUBMITTED_MESSAGE, isUuid, questionSchema } from '@sauda/commerce';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireSameUser, requireUser } from '../auth/require-user';
import type { Database } from '../db/database';
import { productQuestions, products, questionReplies } from '../db/schema';
import type { AppDeps } from '../deps';
import { refuse } from '../errors';
import { limitQuestions } from '../security/abuse-guard';
import { readBody, uuidParam } from '../validate';

const INVALID_PRODUCT_ID = 'Invalid product ID format';

const askBody = z.object({
  userId: z
    .string({ error: 'User ID is required' })
    .trim()
    .min(1, 'User ID is required')
    .refine(isUuid, 'Invalid user ID format')
    .transform((value) => value.toLowerCase()),
  question: questionSchema,
});

async function findProduct(db: Database, productId: string) {
  const [product] = await db
    .select({ id: products.id, shopId: products.shopId })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw refuse('product_not_found', 'Product not found.');
  return product;
}

type Reply = typeof questionReplies.$inferSelect;

/** A question in the legacy wire shape: PascalCase fields, its replies (oldest first) under `replies`. */
function questionWire(question: typeof productQuestions.$inferSelect, replies: Reply[]) {
  return {
    QuestionId: question.id,
    UserId: question.userId,
    Question: question.question,
    QuestionCreatedAt: question.createdAt.toISOString(),
    replies: replies.map((reply) => ({
      ReplyId: reply.id,
      ShopId: reply.shopId,
      Reply: reply.reply,
      ReplyCreatedAt: reply.createdAt.toISOString(),
    })),
  };
}

/**
 * Product questions and the shop's answers (legacy contract §4.4). Reading is public: a product's questions newest
 * first, each with its answers, 200 `[]` when there are none (the contract has no paging for them). Asking needs
 * the asking user's token; the question is 1 to 500 characters after trimming and is counted against the account's
 * question limit. Shops answer from the seller centre, which this server does not serve: the demo seed writes answers.
 */
export function questionRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono()
    .get('/questions/product/:id/questions', async (c) => {
      const productId = uuidParam(c, 'id', INVALID_PRODUCT_ID);
      await findProduct(db, productId);
      const questions = await db
        .select()
        .from(productQuestions)
        .where(eq(productQuestions.productId, productId))
        .orderBy(desc(productQuestions.createdAt), desc(productQuestions.id));
      if (questions.length === 0) return c.json([]);
      const replies = await db
        .select()
        .from(questionReplies)
        .where(
          inArray(
            questionReplies.questionId,
            questions.map((question) => question.id),
          ),
        )
        .orderBy(asc(questionReplies.createdAt), asc(questionReplies.id));
      const repliesOf = new Map<string, Reply[]>();
      for (const reply of replies) repliesOf.set(reply.questionId, [...(repliesOf.get(reply.questionId) ?? []), reply]);
      return c.json(questions.map((question) => questionWire(question, repliesOf.get(question.id) ?? [])));
    })
    .post('/questions/product/:id/question', async (c) => {
      const productId = uuidParam(c, 'id', INVALID_PRODUCT_ID);
      const self = await requireUser(c, deps);
      const { userId, question } = await readBody(c, askBody);
      requireSameUser(self, userId);
      const product = await findProduct(db, productId);
      await limitQuestions(deps, userId);
      await db.insert(productQuestions).values({ productId, userId, shopId: product.shopId, question });
      return c.json({ message: QUESTION_SUBMITTED_MESSAGE }, 201);
    });
}
