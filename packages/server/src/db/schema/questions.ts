import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { products } from './products';
import { shops } from './shops';
import { users } from './users';

const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Shoppers' questions about a product (legacy `Questions`); the shop is the product's, kept for its answers. */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: idColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    question: text('question').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('product_questions_product').on(table.productId, table.createdAt.desc(), table.id.desc())],
);

/** A shop's answers to a question (legacy `QuestionReplies`). */
export const questionReplies = pgTable(
  'question_replies',
  {
    id: idColumn(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => productQuestions.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    reply: text('reply').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('question_replies_question').on(table.questionId, table.createdAt)],
);
