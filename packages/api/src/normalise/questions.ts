import type { ProductQuestion, QuestionAnswer } from '@sauda/commerce';
import type { WireProductQuestion } from '../wire/questions';
import { text, toId, toOptionalId } from './shared';

/**
 * A question of a product's list: ids lower-cased, the empty reply row of an unanswered question (legacy left join)
 * and blank replies dropped, answers oldest first whatever order they came in.
 */
export function toProductQuestion(question: WireProductQuestion): ProductQuestion {
  const answers: QuestionAnswer[] = question.replies
    .filter((reply) => reply.Reply?.trim())
    .map((reply, index) => ({
      id: reply.ReplyId ? toId(reply.ReplyId) : `${toId(question.QuestionId)}-${index}`,
      shopId: toOptionalId(reply.ShopId),
      answer: text(reply.Reply).trim(),
      createdAt: text(reply.ReplyCreatedAt),
    }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return {
    id: toId(question.QuestionId),
    userId: toOptionalId(question.UserId),
    question: text(question.Question).trim(),
    createdAt: text(question.QuestionCreatedAt),
    answers,
  };
}

/** A product's questions, newest first; blank questions are left out. */
export function toProductQuestions(questions: WireProductQuestion[]): ProductQuestion[] {
  return questions
    .map(toProductQuestion)
    .filter((question) => question.question !== '')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
