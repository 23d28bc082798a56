import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductDetails } from '@sauda/ui';
import { galleryProduct, sellerDetails } from '../fixtures/store';

/**
 * The product's description and specifications, shortened with "Show more". Use it on the product page under
 * ProductSummary.
 */
const meta = {
  title: 'Widgets/ProductDetails',
  component: ProductDetails,
  args: { description: galleryProduct.description, details: sellerDetails },
  decorators: [
    (Story) => (
      <div className="sd:max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product details with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const ShowMoreAndLess: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas, canvasElement }) => {
    const text = canvasElement.querySelector('[data-slot="product-details-text"]') as HTMLElement;
    const more = canvas.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveAttribute('aria-controls', text.id);
    const collapsedHeight = text.getBoundingClientRect().height;
    await userEvent.click(more);
    const less = canvas.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(collapsedHeight);
    await expect(canvas.getByText(/Delivered in 3 to 5 working days/)).toBeVisible();
    less.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Show more' })).toHaveFocus();
  },
};

export const SellerDetailsAsDefinitionList: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const details = within(canvas.getByRole('region', { name: 'Product details' }));
    await expect(details.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Fabric',
      'Pieces',
      'Season',
      'Stitching',
    ]);
    await expect(details.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Lawn',
      '3',
      'Summer 2024',
      'Unstitched',
    ]);
    await expect(details.getByRole('listitem')).toHaveTextContent('Made in Pakistan');
  },
};

/** A short description with nothing more to show. */
export const ShortDescription: Story = {
  args: {
    description: 'Shan Bombay Biryani Masala makes a fragrant biryani for four.',
    details: { entries: [], notes: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Product details' })).toBeNull();
  },
};

/** Specifications without a description. */
export const DetailsOnly: Story = {
  args: {
    description: null,
    details: {
      entries: [
        { key: 'RAM', value: '8 GB' },
        { key: 'Storage', value: '256 GB' },
        { key: 'SIM', value: 'Dual' },
      ],
      notes: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Description' })).toBeNull();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['RAM', 'Storage', 'SIM']);
  },
};

/** No description and no specifications. */
export const NothingToShow: Story = {
  args: { description: '', details: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The seller has not described this product yet.')).toBeVisible();
  },
};

/** The product details in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The product details on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
