import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ProductQuestions } from '@sauda/ui';
import { longQuestion, manyQuestions, productQuestions, questionShop } from '../fixtures/product-questions';

/**
 * Shoppers' questions about a product with the seller's answers, and a form to ask one. Use it on the product page.
 */
const meta = {
  title: 'Widgets/ProductQuestions',
  component: ProductQuestions,
  args: {
    questions: productQuestions,
    shopName: questionShop,
    isSignedIn: true,
    loginHref: '/user/login?returnTo=%2Fproduct%2Fview%2Fkurta',
    onAsk: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <div className="sd:max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product questions with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** Questions with the seller's answers. */
export const WithAnswers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Questions about this product (4)' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(canvas.getByText('Not answered yet')).toBeVisible();
    await expect(canvas.getAllByText('Answer from Liberty Lawn Centre')).toHaveLength(3);
    await expect(canvas.getByText('Yes, cash on delivery is available all over Pakistan.')).toBeVisible();
  },
};

/** No questions yet. */
export const Empty: Story = {
  args: { questions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Questions about this product' })).toBeVisible();
    await expect(canvas.getByText('No questions yet. Ask the shop anything about this product.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Signed out: asked to log in before asking. */
export const SignedOut: Story = {
  args: { isSignedIn: false },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Log in to ask a question' });
    await expect(link).toHaveAttribute('href', args.loginHref);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const AsksAQuestion: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { questions: [] },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: /Your question/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Ask Question' }));
    await expect(canvas.getByText('Please write your question.')).toBeVisible();
    await userEvent.type(field, '  Is the dupatta chiffon?  ');
    await expect(canvas.getByText('23/500 characters')).toBeVisible();
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(args.onAsk).toHaveBeenCalledWith('Is the dupatta chiffon?'));
    await expect(field).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Thank you! Your question was sent. The shop will answer it here.',
    );
  },
};

/** While a question is sent. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sending...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A question that could not be sent: the message says why. */
export const AskFailed: Story = {
  name: 'Error',
  args: {
    onAsk: fn(async () => Promise.reject(new Error('Your session has expired. Please sign in again.'))),
  },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: /Your question/ });
    await userEvent.type(field, 'Kya yeh original hai?');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask Question' }));
    await waitFor(() => expect(args.onAsk).toHaveBeenCalled());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your session has expired. Please sign in again.');
    await expect(field).toHaveValue('Kya yeh original hai?');
  },
};

/** The questions could not load. */
export const LoadFailed: Story = { args: { loadError: 'We could not load the questions.' } };

/** While the questions load. */
export const Loading: Story = { args: { isLoading: true } };

/** Long questions and answers wrap. */
export const LongText: Story = { args: { questions: [longQuestion, ...productQuestions] } };

/** A long list of questions. */
export const ManyQuestions: Story = {
  args: { questions: manyQuestions },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Show 3 more questions' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
  },
};

/** The product questions in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('کیا یہ اصلی ہے؟')).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByRole('textbox', { name: /Your question/ })).toHaveAttribute('dir', 'auto');
  },
};

/** The product questions on a 360 px wide phone. */
export const SmallScreen: Story = {
  args: { questions: [longQuestion, ...productQuestions] },
  globals: { viewport: { value: 'phone360' } },
};
