import type { Request } from '@playwright/test';
import { ids } from '../../contract/fixtures/ids';
import { legacySizeProduct } from '../../contract/fixtures/products';

// The original backend's product page calls (legacy-api-contract.md §4.4), for the kurta of the fixtures: the
// product detail (one unwrapped product with `QuestionCount`; no `colorVariants` key, since it has size variants),
// its camelCase reviews, and the questions with the shop's replies (PascalCase, upper-case GUIDs) and asking one
// (no token checked; `{ userId, question }`, 400 without either, 404 for an unknown product).

/** A question row as the legacy backend answers it. */
export interface LegacyQuestion {
  QuestionId: string;
  UserId: string;
  Question: string;
  QuestionCreatedAt: string;
  replies: { ReplyId: string; ShopId: string; Reply: string; ReplyCreatedAt: string }[];
}

/** The kurta's questions at the start: one the shop answered, one waiting (newest first). */
export const LEGACY_QUESTIONS: LegacyQuestion[] = [
  {
    QuestionId: 'A1000000-0000-4000-8000-000000000002',
    UserId: 'B1000000-0000-4000-8000-000000000008',
    Question: 'Is the dupatta included?',
    QuestionCreatedAt: '2024-05-04T09:00:00.000Z',
    replies: [],
  },
  {
    QuestionId: 'A1000000-0000-4000-8000-000000000001',
    UserId: 'B1000000-0000-4000-8000-000000000009',
    Question: 'کیا یہ اصلی لان ہے؟',
    QuestionCreatedAt: '2024-05-02T09:00:00.000Z',
    replies: [
      {
        ReplyId: 'C1000000-0000-4000-8000-000000000001',
        ShopId: ids.shop,
        Reply: 'Yes, 100% original Khaadi lawn.',
        ReplyCreatedAt: '2024-05-02T12:00:00.000Z',
      },
    ],
  },
];

/** The answers of the legacy product page calls, or null for another call; `questions` is what was asked so far. */
export function legacyProductPageCalls() {
  const questions = LEGACY_QUESTIONS.map((question) => ({ ...question }));
  const product = new RegExp(`^/products/${ids.product}$`, 'i');
  const reviews = new RegExp(`^/reviews/product/${ids.product}/reviews$`, 'i');
  const list = /^\/questions\/product\/([^/]+)\/questions$/i;
  const ask = /^\/questions\/product\/([^/]+)\/question$/i;
  const isKurta = (id: string | undefined) => id?.toLowerCase() === ids.product.toLowerCase();

  const answer = (key: string, request: Request): { status: number; body: unknown } | null => {
    const [method, path = ''] = key.split(' ');
    if (method === 'GET' && product.test(path)) {
      const { colorVariants: _absent, ...detail } = legacySizeProduct;
      return { status: 200, body: { ...detail, QuestionCount: questions.length } };
    }
    if (method === 'GET' && reviews.test(path)) return { status: 200, body: [] };
    const listed = method === 'GET' ? list.exec(path)?.[1] : undefined;
    if (listed !== undefined) return { status: 200, body: isKurta(listed) ? questions : [] };
    const asked = method === 'POST' ? ask.exec(path)?.[1] : undefined;
    if (asked === undefined) return null;
    const body = (request.postDataJSON() ?? {}) as { userId?: string; question?: string };
    if (!body.userId || !body.question) return { status: 400, body: { message: 'User ID and question are required' } };
    if (!isKurta(asked)) return { status: 404, body: { message: 'Product not found.' } };
    questions.unshift({
      QuestionId: `A1000000-0000-4000-8000-${String(questions.length + 1).padStart(12, '0')}`,
      UserId: body.userId,
      Question: body.question,
      QuestionCreatedAt: new Date().toISOString(),
      replies: [],
    });
    return { status: 201, body: { message: 'Question submitted successfully' } };
  };
  return { answer, questions };
}
