import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, ReviewCard } from '@sauda/ui';
import { longReview, review, reviewWithoutImages, reviewer, reviewerWithoutAvatar } from '../fixtures/product-page';

/**
 * One review: the reviewer, stars, date, text, photos and the seller's reply. Use it in a product's list of
 * reviews.
 */
const meta = {
  title: 'Widgets/ReviewCard',
  component: ReviewCard,
  args: {
    review,
    authorName: reviewer.name,
    authorAvatar: reviewer.avatar,
    heading: 'Your Review',
    actions: <Button variant="secondary">View Product</Button>,
  },
  // The photos and the avatar are inline data URIs: object and text controls would spill them across the args table.
  argTypes: { review: { control: false }, authorAvatar: { control: false } },
  decorators: [
    (Story) => (
      <div className="sd:max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The review card with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const ShowsDateAndRating: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Review' })).toBeVisible();
    await expect(canvas.getByText('Ayesha Siddiqui')).toBeVisible();
    await expect(canvas.getByText('05/03/2024 02:07 PM')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View Product' })).toBeVisible();
  },
};

export const OpensImageFullSize: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const thumbnail = canvas.getByRole('button', { name: 'View image 2 of 2' });
    await userEvent.click(thumbnail);
    const dialog = await body.findByRole('dialog', { name: 'Image 2 of 2' });
    // The image may still be decoding: wait for it before asking whether it shows.
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Image 2 of 2' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus returns to the trigger once the overlay has unmounted.
    await waitFor(() => expect(thumbnail).toHaveFocus());

    canvas.getByRole('button', { name: 'View image 1 of 2' }).focus();
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('dialog', { name: 'Image 1 of 2' });
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'View image 1 of 2' })).toHaveFocus());
  },
};

/** Arrow keys step through the review's images; a click on the backdrop closes and focus goes back to the opener. */
export const StepsThroughImages: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const thumbnail = canvas.getByRole('button', { name: 'View image 1 of 2' });
    await userEvent.click(thumbnail);
    const dialog = await body.findByRole('dialog', { name: 'Image 1 of 2' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog).toHaveAccessibleName('Image 2 of 2');
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Image 2 of 2' })).toBeVisible());
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog).toHaveAccessibleName('Image 1 of 2');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(dialog).toHaveAccessibleName('Image 2 of 2');
    // The backdrop belongs to the dialog element: a click on the element itself is a click outside the panel.
    await userEvent.click(dialog);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumbnail).toHaveFocus());
  },
};

/** No profile picture: the reviewer's initials instead. */
export const InitialsWithoutAvatar: Story = {
  args: { review: reviewWithoutImages, authorName: reviewerWithoutAvatar.name, authorAvatar: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="avatar-initials"]')).toHaveTextContent('MC');
    await expect(canvas.queryByRole('list', { name: 'Review images' })).not.toBeInTheDocument();
  },
};

export const BrokenAvatarFallsBackToInitials: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { authorAvatar: '/does-not-exist.png' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('AS', { selector: '[data-slot="avatar-initials"]' }),
    ).toBeInTheDocument();
  },
};

/** A long review by someone with a long name. */
export const LongReview: Story = {
  args: { review: longReview, authorName: 'Syeda Fatima Zahra Naqvi Bukhari', heading: undefined, actions: undefined },
};

/** With the seller's reply. */
export const WithSellerReply: Story = {
  args: {
    heading: undefined,
    actions: undefined,
    sellerReply: 'Shukriya! We are glad the lawn suit arrived on time.\nUse code EID10 on your next order.',
  },
  play: async ({ canvas }) => {
    const reply = canvas.getByRole('figure', { name: "Seller's reply" });
    await expect(reply).toHaveTextContent('Shukriya! We are glad the lawn suit arrived on time.');
    await expect(reply).toHaveTextContent('Use code EID10 on your next order.');
  },
};

export const BlankSellerReplyShowsNothing: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { sellerReply: '   ' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(canvas.queryByText("Seller's reply")).toBeNull();
  },
};

/** The review card in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** A long review, on a phone. */
export const SmallScreen: Story = {
  args: { review: longReview },
  globals: { viewport: { value: 'phone360' } },
};

/** A verified buyer's review written in Urdu and English. */
export const VerifiedPurchaseInUrdu: Story = {
  args: {
    heading: undefined,
    actions: undefined,
    isVerifiedPurchase: true,
    authorName: 'عائشہ صدیقی',
    review: { ...reviewWithoutImages, comment: 'کپڑا بہت اچھا ہے، lawn quality is great. شکریہ!' },
    sellerReply: 'آپ کا شکریہ! Thank you for shopping with us.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verified purchase')).toBeVisible();
    const comment = canvas.getByText(/کپڑا بہت اچھا ہے/);
    await expect(comment).toHaveAttribute('dir', 'auto');
    // Laid out right to left, as its first letters are Urdu, although the page is left to right.
    await expect(getComputedStyle(comment).direction).toBe('rtl');
    await expect(canvas.getByText('عائشہ صدیقی')).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByText(/آپ کا شکریہ/)).toHaveAttribute('dir', 'auto');
  },
};

/** Not a verified purchase: no mark. */
export const NoMarkWithoutPurchase: Story = {
  args: { heading: undefined, actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Verified purchase')).toBeNull();
  },
};
