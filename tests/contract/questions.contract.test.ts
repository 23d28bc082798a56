import { describe, expect, it } from 'vitest';
import { ids, lower } from './fixtures/ids';
import { fakeBackend, pathOf, readBoth } from './support/fake-backend';

const question2 = 'D0E1F2A3-9999-4AAA-8BBB-922233334444';

describe('questions.list', () => {
  it('reads the legacy answer (upper-case GUIDs, an unanswered question with an empty reply row) like the reference one', async () => {
    const { legacy, reference } = await readBoth(
      {
        body: [
          {
            QuestionId: ids.review,
            UserId: ids.user,
            Question: 'Is the fabric pure lawn? ',
            QuestionCreatedAt: '2024-05-03T10:00:00.000Z',
            replies: [
              {
                ReplyId: ids.request,
                ShopId: ids.shop,
                Reply: 'Yes, 100% cotton lawn.',
                ReplyCreatedAt: '2024-05-03T12:00:00.000Z',
              },
            ],
          },
          {
            QuestionId: question2,
            UserId: ids.user,
            Question: 'کیا یہ اصلی ہے؟',
            QuestionCreatedAt: '2024-05-04T10:00:00.000Z',
            replies: [{ ReplyId: null, ShopId: null, Reply: null, ReplyCreatedAt: null }],
          },
        ],
      },
      {
        body: [
          {
            QuestionId: question2.toLowerCase(),
            UserId: lower.user,
            Question: 'کیا یہ اصلی ہے؟',
            QuestionCreatedAt: '2024-05-04T10:00:00.000Z',
            replies: [],
          },
          {
            QuestionId: lower.review,
            UserId: lower.user,
            Question: 'Is the fabric pure lawn?',
            QuestionCreatedAt: '2024-05-03T10:00:00.000Z',
            replies: [
              {
                ReplyId: lower.request,
                ShopId: lower.shop,
                Reply: 'Yes, 100% cotton lawn.',
                ReplyCreatedAt: '2024-05-03T12:00:00.000Z',
              },
            ],
          },
        ],
      },
      (api) => api.questions.list(lower.product),
    );
    // Newest first, whatever order the backend sent; no answer for the empty reply row.
    expect(legacy).toEqual([
      {
        id: question2.toLowerCase(),
        userId: lower.user,
        question: 'کیا یہ اصلی ہے؟',
        createdAt: '2024-05-04T10:00:00.000Z',
        answers: [],
      },
      {
        id: lower.review,
        userId: lower.user,
        question: 'Is the fabric pure lawn?',
        createdAt: '2024-05-03T10:00:00.000Z',
        answers: [
          {
            id: lower.request,
            shopId: lower.shop,
            answer: 'Yes, 100% cotton lawn.',
            createdAt: '2024-05-03T12:00:00.000Z',
          },
        ],
      },
    ]);
    expect(reference).toEqual(legacy);
  });

  it('reads replies sent as JSON text or left out, answers oldest first', async () => {
    const backend = fakeBackend({
      body: [
        {
          QuestionId: ids.review,
          UserId: null,
          Question: 'Warranty?',
          QuestionCreatedAt: '2024-05-03T10:00:00.000Z',
          replies: JSON.stringify([
            { ReplyId: 2, ShopId: ids.shop, Reply: 'Also a box.', ReplyCreatedAt: '2024-05-05T10:00:00.000Z' },
            { ReplyId: 1, ShopId: ids.shop, Reply: 'One year.', ReplyCreatedAt: '2024-05-04T10:00:00.000Z' },
          ]),
        },
        {
          QuestionId: question2,
          UserId: ids.user,
          Question: 'Size chart?',
          QuestionCreatedAt: '2024-05-01T10:00:00.000Z',
        },
      ],
    });
    const questions = await backend.api.questions.list(ids.product);
    expect(questions.map((question) => question.answers.map((answer) => answer.answer))).toEqual([
      ['One year.', 'Also a box.'],
      [],
    ]);
    expect(questions[0]?.userId).toBeNull();
    expect(pathOf(backend.request.url)).toBe(`/api/v1/questions/product/${ids.product}/questions`);
  });

  it('rejects a non-list answer', async () => {
    await expect(fakeBackend({ body: { questions: [] } }).api.questions.list('p')).rejects.toMatchObject({
      kind: 'malformed-answer',
    });
  });
});

describe('questions.ask', () => {
  it('sends { userId, question } trimmed, with the token, and resolves with the message', async () => {
    const backend = fakeBackend({ status: 201, body: { message: 'Question submitted successfully' } });
    await expect(
      backend.api.questions.ask({ productId: ids.product, userId: ids.user, question: '  Is it washable?  ' }),
    ).resolves.toEqual({ message: 'Question submitted successfully' });
    expect(backend.request.method).toBe('POST');
    expect(pathOf(backend.request.url)).toBe(`/api/v1/questions/product/${ids.product}/question`);
    expect(backend.request.body).toEqual({ userId: ids.user, question: 'Is it washable?' });
    expect(backend.request.headers.authorization).toBe('Bearer token-123');
  });

  it("fails with the legacy 400's message or the fallback; never sends a blank or over-long question", async () => {
    await expect(
      fakeBackend({ status: 400, body: { message: 'User ID and question are required' } }).api.questions.ask({
        productId: 'p',
        userId: 'u',
        question: 'q',
      }),
    ).rejects.toMatchObject({ status: 400, message: 'User ID and question are required' });
    await expect(
      fakeBackend({ status: 500, text: '' }).api.questions.ask({ productId: 'p', userId: 'u', question: 'q' }),
    ).rejects.toMatchObject({ message: 'Failed to submit your question. Please try again.' });
    const backend = fakeBackend();
    await expect(backend.api.questions.ask({ productId: 'p', userId: 'u', question: '   ' })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: expect.stringContaining('Please write your question.'),
    });
    await expect(
      backend.api.questions.ask({ productId: 'p', userId: 'u', question: 'x'.repeat(501) }),
    ).rejects.toMatchObject({ message: expect.stringContaining('Your question can be at most 500 characters.') });
    expect(backend.requests).toHaveLength(0);
  });
});
