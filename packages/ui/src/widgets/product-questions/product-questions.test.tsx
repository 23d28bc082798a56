// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductQuestion } from '@sauda/commerce';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { ProductQuestions } from './product-questions';
import { productQuestionsTexts } from './texts/en';
import { productQuestionsTextsUr } from './texts/ur';

const questionShop = 'Liberty Lawn Centre';
const answered = (id: string, answer: string, createdAt: string) => [{ id, shopId: 's', answer, createdAt }];
const ask = (id: string, question: string, createdAt: string, answers: ProductQuestion['answers'] = []) => ({
  id,
  userId: null,
  question,
  createdAt,
  answers,
});
const productQuestions: ProductQuestion[] = [
  ask('q4', 'Is stock available in all colours?', '2024-05-06T09:15:00.000Z'),
  ask(
    'q3',
    'کیا یہ اصلی ہے؟',
    '2024-05-05T11:00:00.000Z',
    answered('a3', 'جی ہاں، یہ سو فیصد اصلی ہے۔', '2024-05-05T13:30:00.000Z'),
  ),
  ask(
    'q2',
    'Is cash on delivery available in Lahore?',
    '2024-05-04T08:00:00.000Z',
    answered('a2', 'Yes, cash on delivery is available all over Pakistan.', '2024-05-04T10:00:00.000Z'),
  ),
  ask('q1', 'Delivery Peshawar mein kitne din mein hogi?', '2024-05-02T08:00:00.000Z'),
];
const manyQuestions = Array.from({ length: 8 }, (_, n) =>
  ask(`m${n}`, `Question ${n + 1}?`, `2024-05-1${9 - n}T08:00:00.000Z`),
);

afterEach(cleanup);

const base = {
  questions: productQuestions,
  loginHref: '/user/login?returnTo=%2Fproduct%2Fview%2Fp1',
  shopName: questionShop,
};

describe('ProductQuestions', () => {
  it("shows each question with the shop's answer or 'Not answered yet', shopper text laid out by its own direction", () => {
    render(<ProductQuestions {...base} isSignedIn={false} onAsk={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Questions about this product (4)' })).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByText('Not answered yet')).toBeTruthy();
    expect(within(items[2]!).getByText('Answer from Liberty Lawn Centre')).toBeTruthy();
    expect(within(items[2]!).getByText('Yes, cash on delivery is available all over Pakistan.')).toBeTruthy();
    expect(within(items[2]!).getAllByText('04/05/2024')).toHaveLength(2);
    expect(screen.getByText('کیا یہ اصلی ہے؟').getAttribute('dir')).toBe('auto');
    expect(screen.getByText('جی ہاں، یہ سو فیصد اصلی ہے۔').getAttribute('dir')).toBe('auto');
  });

  it('offers a log-in link instead of the form to a shopper who is not signed in', () => {
    render(<ProductQuestions {...base} isSignedIn={false} onAsk={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Log in to ask a question' }).getAttribute('href')).toBe(base.loginHref);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('checks the question, sends it trimmed, then clears the field and says so', async () => {
    const onAsk = vi.fn().mockResolvedValue(undefined);
    render(<ProductQuestions {...base} questions={[]} isSignedIn onAsk={onAsk} />);
    expect(screen.getByText('No questions yet. Ask the shop anything about this product.')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Your question' });
    expect(field.getAttribute('dir')).toBe('auto');
    await userEvent.click(screen.getByRole('button', { name: 'Ask Question' }));
    expect(screen.getByText('Please write your question.')).toBeTruthy();
    expect(onAsk).not.toHaveBeenCalled();
    await userEvent.type(field, '  Is it washable?  ');
    expect(screen.getByText('15/500 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ask Question' }));
    expect(onAsk).toHaveBeenCalledWith('Is it washable?');
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('status').textContent).toBe(
      'Thank you! Your question was sent. The shop will answer it here.',
    );
  });

  it('keeps the text and shows why when sending fails; refuses more than 500 characters', async () => {
    const onAsk = vi.fn().mockRejectedValue(new Error('Your session has expired. Please sign in again.'));
    render(<ProductQuestions {...base} isSignedIn onAsk={onAsk} />);
    const field = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'Ask Question' }));
    expect(screen.getByText('Your question can be at most 500 characters.')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'Kya yeh original hai?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask Question' }));
    expect(screen.getByRole('alert').textContent).toBe('Your session has expired. Please sign in again.');
    expect((field as HTMLTextAreaElement).value).toBe('Kya yeh original hai?');
  });

  it('shows five questions, then the rest on request', async () => {
    render(<ProductQuestions {...base} questions={manyQuestions} isSignedIn={false} onAsk={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Questions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Show 3 more questions' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: /more question/ })).toBeNull();
  });

  it("speaks a KitTextsProvider's language, the host's labels still winning", async () => {
    const urdu = new Map([translated(productQuestionsTexts, productQuestionsTextsUr)]);
    const onAsk = vi.fn().mockRejectedValue(new Error(''));
    render(
      <KitTextsProvider texts={urdu}>
        <ProductQuestions {...base} questions={manyQuestions} isSignedIn onAsk={onAsk} labels={{ submit: 'Ask' }} />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('heading', { name: 'اس پروڈکٹ کے بارے میں سوالات (8)' })).toBeTruthy();
    expect(screen.getAllByText('س')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'مزید 3 سوالات دکھائیں' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'آپ کا سوال' }), 'Is it washable?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('alert').textContent).toBe('آپ کا سوال نہیں بھیجا جا سکا۔ براہ کرم دوبارہ کوشش کریں۔');
  });
});
