import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { scrollToReviews } from './support/navigation';
import { logInThroughForm, newShopper, registerShopper } from './support/shoppers';

/** A question as `GET /questions/product/{id}/questions` answers it. */
interface QuestionRow {
  Question: string;
  replies: { Reply: string }[];
}

/** A seeded product whose questions include an answered and an unanswered one, with them. */
async function productWithAnswers(request: APIRequestContext) {
  const listed = await request.get('/api/v1/products', { params: { perPage: 100 } });
  const { products } = (await listed.json()) as { products: { Id: string; Name: string }[] };
  for (const product of products) {
    const answer = await request.get(`/api/v1/questions/product/${product.Id}/questions`);
    const questions = (await answer.json()) as QuestionRow[];
    const answered = questions.find((question) => question.replies.length > 0);
    const open = questions.find((question) => question.replies.length === 0);
    if (answered && open) return { product, questions, answered, open };
  }
  throw new Error('No seeded product has both an answered and an unanswered question');
}

test("questions and answers: signed out sees the shop's answers and a log-in link; signed in, asks one", async ({
  page,
  request,
}) => {
  const { product, questions, answered, open } = await productWithAnswers(request);
  await page.goto(`/product/view/${product.Id}`);
  await scrollToReviews(page);
  const section = page.getByRole('region', { name: /^Questions about this product/ });
  const items = section.getByRole('list', { name: 'Questions' }).getByRole('listitem');
  await expect(items).toHaveCount(Math.min(questions.length, 5));
  const answeredItem = items.filter({ hasText: answered.Question });
  await expect(answeredItem.getByText(answered.replies[0]!.Reply)).toBeVisible();
  await expect(answeredItem.getByText(/^Answer from /)).toBeVisible();
  await expect(items.filter({ hasText: open.Question }).getByText('Not answered yet')).toBeVisible();
  await expect(section.getByRole('textbox')).toHaveCount(0);

  // Logging in from the link comes back to this product.
  const shopper = await registerShopper(request, newShopper('Sana Baloch'));
  await section.getByRole('link', { name: 'Log in to ask a question' }).click();
  await expect(page).toHaveURL(/\/user\/login\?returnTo=/);
  await logInThroughForm(page, shopper);
  await expect(page).toHaveURL(`/product/view/${product.Id}`);
  await scrollToReviews(page);

  const question = `Is this delivered to Quetta? کیا یہ کوئٹہ میں ملے گا؟ ${Date.now().toString(36)}`;
  const field = section.getByRole('textbox', { name: /Your question/ });
  await field.fill(question);
  await section.getByRole('button', { name: 'Ask Question' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Thank you! Your question was sent. The shop will answer it here.',
  );
  await expect(field).toHaveValue('');
  await expect(items.first()).toContainText(question);
  await expect(items.first().getByText('Not answered yet')).toBeVisible();
  await expect(items.first().getByText(question)).toHaveAttribute('dir', 'auto');

  await page.reload();
  await scrollToReviews(page);
  await expect(items.first()).toContainText(question);
  await expect(section.getByRole('heading')).toHaveText(`Questions about this product (${questions.length + 1})`);
});
