import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReviewForm } from '@sauda/ui';

const TWO_MB = 2 * 1024 * 1024;

/** A small picture the preview can show (SVG), named like a phone photo. */
function photo(name: string, fill: string): File {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="${fill}"/></svg>`;
  return new File([svg], name, { type: 'image/svg+xml' });
}

/** A file of exactly `bytes` bytes. */
function sized(name: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}

/**
 * Lets a buyer rate a product, write a review and add up to three photos. Use it after delivery, from the order or
 * the product page.
 */
const meta = {
  title: 'Widgets/ReviewForm',
  component: ReviewForm,
  args: { onSubmit: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div className="sd:max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvas: ReturnType<typeof within>) => canvas.getByLabelText('Upload images');

/** The review form with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const RequiresRatingAndText: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(canvas.getByText('Rating is required')).toBeVisible();
    await expect(canvas.getByText('Review text is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsRatingTextAndImages: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '4.5 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Your review/ }), 'Soft lawn, true to size.');
    const first = photo('kurta-front.svg', '#0f766e');
    const second = photo('kurta-back.svg', '#b45309');
    await userEvent.upload(fileInput(canvas), [first, second]);
    await expect(canvas.getByRole('img', { name: 'kurta-front.svg' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        rating: 4.5,
        comment: 'Soft lawn, true to size.',
        files: [first, second],
      }),
    );
  },
};

export const RemovesAnImageAndReturnsFocus: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await userEvent.upload(fileInput(canvas), [photo('a.svg', '#1d4ed8'), photo('b.svg', '#be123c')]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove a.svg' }));
    await expect(canvas.queryByRole('img', { name: 'a.svg' })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'b.svg' })).toBeVisible();
    await expect(fileInput(canvas)).toHaveFocus();
  },
};

export const FourthImageRefused: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await userEvent.upload(fileInput(canvas), [photo('1.svg', '#15803d'), photo('2.svg', '#7e22ce')]);
    await userEvent.upload(fileInput(canvas), [photo('3.svg', '#0369a1'), photo('4.svg', '#a16207')]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can upload a maximum of 3 images.');
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await userEvent.upload(fileInput(canvas), [photo('3.svg', '#0369a1')]);
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(fileInput(canvas)).toBeDisabled();
  },
};

export const ImageOverTwoMegabytesRefused: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await userEvent.upload(fileInput(canvas), [sized('exactly-2mb.jpg', TWO_MB), sized('beach photo.jpg', TWO_MB + 1)]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('File "beach photo.jpg" exceeds the 2MB size limit.');
    const previews = within(canvas.getByRole('list', { name: 'Selected images' }));
    await expect(previews.getAllByRole('img')).toHaveLength(1);
    await expect(previews.getByRole('img', { name: 'exactly-2mb.jpg' })).toBeInTheDocument();
  },
};

export const FailedSubmitKeepsEverything: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { onSubmit: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '3 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Your review/ }), 'Colour faded after a wash.');
    await userEvent.upload(fileInput(canvas), [photo('faded.svg', '#64748b')]);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(await canvas.findByText('Failed to submit review.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Your review/ })).toHaveValue('Colour faded after a wash.');
    await expect(canvas.getByRole('img', { name: 'faded.svg' })).toBeVisible();
  },
};

/** While the review is sent. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Submitting/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const KeyboardAdjustsRating: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '1 star' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '2.5 stars' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('Good value for the price');
    canvas.getByRole('button', { name: 'Submit Review' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ rating: 2.5, comment: 'Good value for the price', files: [] }),
    );
  },
};

/** Without its heading, inside another layout. */
export const WithoutHeading: Story = { args: { heading: null } };

/** The review form in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The review form on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
