import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../packages/server/src/db/migrate';
import { uniformAbuseLimits } from '../../packages/server/src/security/abuse-limits';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call, signInDemo, signUpShopper, type Wire } from './helpers';

let server: TestServer;
let demo: { userId: string; token: string };
let other: { userId: string; token: string };
/** A seeded product whose questions include an answered one, and a product nobody asked about. */
let answered: { productId: string; shopId: string };
let unasked: string;

const MISSING = '00000000-0000-4000-8000-000000000000';
const list = (productId: string) => call(server, `/questions/product/${productId}/questions`);
/** Asks as `token`'s user (the demo shopper's by default; null sends no token). */
const ask = (productId: string, body: unknown, token: string | null = demo.token, target = server) =>
  call(target, `/questions/product/${productId}/question`, { body, ...(token ? { token } : {}) });

beforeAll(async () => {
  server = await startTestServer();
  demo = await signInDemo(server);
  other = await signUpShopper(server, 29);
  const first = async <T>(query: string) => rowsOf<T>(await server.db.execute(query))[0]!;
  answered = await first<{ productId: string; shopId: string }>(
    `SELECT q.product_id AS "productId", r.shop_id AS "shopId"
       FROM question_replies r JOIN product_questions q ON q.id = r.question_id LIMIT 1`,
  );
  unasked = (
    await first<{ id: string }>(
      'SELECT p.id FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_questions q WHERE q.product_id = p.id) LIMIT 1',
    )
  ).id;
});
afterAll(() => server.close());

describe("reading a product's questions", () => {
  it("lists the seeded questions newest first, each with the shop's answers, to anyone", async () => {
    const { status, body } = await list(answered.productId.toUpperCase());
    expect(status).toBe(200);
    const questions = body as Wire[];
    expect(questions.length).toBeGreaterThan(0);
    const times = questions.map((question) => question.QuestionCreatedAt as string);
    expect(times).toEqual([...times].sort().reverse());
    for (const question of questions) {
      expect(Object.keys(question).sort()).toEqual([
        'Question',
        'QuestionCreatedAt',
        'QuestionId',
        'UserId',
        'replies',
      ]);
      expect(question.Question.trim()).not.toBe('');
    }
    const reply = questions.flatMap((question) => question.replies as Wire[])[0];
    expect(reply).toEqual({
      ReplyId: expect.any(String),
      ShopId: answered.shopId,
      Reply: expect.stringMatching(/\S/),
      ReplyCreatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
  });

  it('answers 200 [] for a product without questions, 404 for an unknown one, 400 for a bad id', async () => {
    expect(await list(unasked)).toEqual({ status: 200, body: [] });
    expect(await list(MISSING)).toEqual({
      status: 404,
      body: { message: 'Product not found.', code: 'product_not_found' },
    });
    expect(await list('not-a-product')).toEqual({
      status: 400,
      body: { message: 'Invalid product ID format', code: 'invalid_id' },
    });
  });
});

describe('asking a question', () => {
  it('stores the trimmed question; it comes first in the list, unanswered', async () => {
    const question = '  Is this kurta pure cotton? کیا یہ دھل سکتا ہے؟  ';
    expect(await ask(unasked, { userId: demo.userId, question })).toEqual({
      status: 201,
      body: { message: 'Question submitted successfully' },
    });
    const urdu = 'ک'.repeat(500);
    expect((await ask(unasked, { userId: other.userId.toUpperCase(), question: urdu }, other.token)).status).toBe(201);
    const { body } = await list(unasked);
    expect(body).toEqual([
      {
        QuestionId: expect.any(String),
        UserId: other.userId,
        Question: urdu,
        QuestionCreatedAt: expect.any(String),
        replies: [],
      },
      {
        QuestionId: expect.any(String),
        UserId: demo.userId,
        Question: 'Is this kurta pure cotton? کیا یہ دھل سکتا ہے؟',
        QuestionCreatedAt: expect.any(String),
        replies: [],
      },
    ]);
  });

  it('needs the asking user’s own token', async () => {
    const body = { userId: demo.userId, question: 'Is it available in blue?' };
    expect((await ask(unasked, body, null)).status).toBe(401);
    expect(await ask(unasked, body, other.token)).toEqual({
      status: 403,
      body: { message: 'You may only access your own data', code: 'not_your_data' },
    });
    expect(await ask(unasked, {}, other.token)).toMatchObject({
      status: 400,
      body: { message: 'User ID is required' },
    });
  });

  it('refuses a blank or over-long question and an unknown product with clear messages', async () => {
    const refused = async (productId: string, question: unknown) =>
      (await ask(productId, { userId: demo.userId, question })).body;
    expect(await refused(unasked, ' \n ')).toEqual({
      message: 'Please write your question.',
      code: 'validation_failed',
    });
    expect(await refused(unasked, undefined)).toEqual({
      message: 'Please write your question.',
      code: 'validation_failed',
    });
    expect(await refused(unasked, 'x'.repeat(501))).toEqual({
      message: 'Your question can be at most 500 characters.',
      code: 'validation_failed',
    });
    expect(await refused(MISSING, 'Is it original?')).toEqual({
      message: 'Product not found.',
      code: 'product_not_found',
    });
    expect(await refused('x', 'Is it original?')).toEqual({
      message: 'Invalid product ID format',
      code: 'invalid_id',
    });
    expect((await list(unasked)).body).toHaveLength(2);
  });

  it('limits how many questions one account asks', async () => {
    const limited = await startTestServer({ config: { abuseLimits: uniformAbuseLimits(1000, 2) } });
    try {
      const shopper = await signInDemo(limited);
      const newcomer = await signUpShopper(limited, 30);
      const body = (userId: string, n: number) => ({ userId, question: `Question number ${n}?` });
      for (const n of [1, 2])
        expect((await ask(unasked, body(shopper.userId, n), shopper.token, limited)).status).toBe(201);
      const third = await ask(unasked, body(shopper.userId, 3), shopper.token, limited);
      expect(third).toEqual({
        status: 429,
        body: {
          message: 'Too many questions asked. Please try again in 15 minutes.',
          code: 'rate_limited',
          params: { retryAfterSeconds: expect.any(Number) },
        },
      });
      expect((await ask(unasked, body(newcomer.userId, 4), newcomer.token, limited)).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
