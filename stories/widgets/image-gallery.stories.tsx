import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageGallery } from '@sauda/ui';
import { galleryProduct } from '../fixtures/store';

const name = galleryProduct.name;

/**
 * A product's pictures: a large image with thumbnails, previous and next, and a full-size zoom. Use it on the
 * product page beside ProductSummary.
 */
const meta = {
  title: 'Widgets/ImageGallery',
  component: ImageGallery,
  args: { images: galleryProduct.images, productName: name, onSelectedIndexChange: fn() },
  decorators: [
    (Story) => (
      <div className="sd:max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The image gallery with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const ThumbnailsByKeyboard: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const thumbnails = within(canvas.getByRole('list', { name: 'Choose an image' }));
    const thumb = (index: number) => thumbnails.getByRole('button', { name: `Image ${index} of 6` });
    await expect(thumb(1)).toHaveAttribute('aria-current', 'true');
    // One tab stop: only the shown image's thumbnail is in the tab order.
    await expect(thumbnails.getAllByRole('button').filter((button) => button.tabIndex === 0)).toEqual([thumb(1)]);

    thumb(1).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb(2)).toHaveFocus();
    await expect(thumb(1)).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(thumb(2)).toHaveAttribute('aria-current', 'true');
    await expect(args.onSelectedIndexChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('img', { name: `${name}, image 2 of 6` })).toBeVisible();

    await userEvent.keyboard('{End}');
    await expect(thumb(6)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(thumb(6)).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    await expect(thumb(1)).toHaveFocus();
    await expect(thumb(6)).toHaveAttribute('aria-current', 'true');
  },
};

export const PreviousAndNext: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('img', { name: `${name}, image 2 of 6` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(args.onSelectedIndexChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: 'View image 6 of 6 full size' })).toBeVisible();
  },
};

/** The full-size zoom open. */
export const ZoomDialog: Story = {
  play: async ({ canvasElement, canvas }) => {
    const body = within(canvasElement.ownerDocument.body);
    const zoom = canvas.getByRole('button', { name: 'View image 1 of 6 full size' });
    await userEvent.click(zoom);
    const dialog = await body.findByRole('dialog', { name: 'Image 1 of 6' });
    await expect(within(dialog).getByRole('img', { name: `${name}, image 1 of 6` })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog).toHaveAccessibleName('Image 2 of 6');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus returns to the trigger once the overlay has unmounted.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'View image 2 of 6 full size' })).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('dialog', { name: 'Image 2 of 6' });
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus returns to the trigger once the overlay has unmounted.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'View image 2 of 6 full size' })).toHaveFocus());
  },
};

export const FirstImageHasPriority: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { priority: true, width: 600, height: 600 },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: `${name}, image 1 of 6` });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', '600');
    await expect(image).toHaveAttribute('height', '600');
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('img', { name: `${name}, image 2 of 6` })).toHaveAttribute('loading', 'lazy');
  },
};

/** Showing the third picture, as when the shopper picks a colour. */
export const ControlledByColour: Story = {
  args: { selectedIndex: 2 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Image 3 of 6' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Image 5 of 6' }));
    await expect(args.onSelectedIndexChange).toHaveBeenCalledWith(4);
    // The page picks the image (e.g. from the chosen colour): until it does, image 3 stays.
    await expect(canvas.getByRole('button', { name: 'Image 3 of 6' })).toHaveAttribute('aria-current', 'true');
  },
};

/** A product with no pictures. */
export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No image available')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A product with one picture. */
export const SingleImage: Story = {
  args: { images: galleryProduct.images.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Next image' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'View image 1 of 1 full size' })).toBeVisible();
  },
};

/** Landscape pictures. */
export const WideImages: Story = { args: { width: 1200, height: 800 } };

/** The image gallery in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas, canvasElement }) => {
    const first = canvas.getByRole('button', { name: 'Image 1 of 6' });
    first.focus();
    // In right-to-left the next thumbnail is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Image 2 of 6' })).toHaveFocus();
    // The counter still reads "n / 6" from left to right (the bidi algorithm alone would show "6 / n").
    const counter = canvasElement.querySelector('[data-slot="image-gallery-counter"]');
    const [shown, , of] = Array.from(counter?.childNodes ?? []);
    const leftOf = (node: ChildNode | undefined) => {
      const range = document.createRange();
      range.selectNodeContents(node as Node);
      return range.getBoundingClientRect().left;
    };
    await expect(of?.textContent).toBe('6');
    await expect(leftOf(shown)).toBeLessThan(leftOf(of));
  },
};

/** The image gallery on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
