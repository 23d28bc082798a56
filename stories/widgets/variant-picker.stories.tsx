import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariantPicker } from '@sauda/ui';
import { colourProduct, plainProduct, sizedProduct } from '../fixtures/product-page';

/**
 * The colour and size of a product, each option with its price and whether it is in stock. Use it on the product
 * page, inside ProductSummary.
 */
const meta = {
  title: 'Widgets/VariantPicker',
  component: VariantPicker,
  args: { product: sizedProduct, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="sd:max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VariantPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvas: ReturnType<typeof within>, name: RegExp) => within(canvas.getByRole('group', { name }));

/** The variant picker with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** Options on sale. */
export const SalePrice: Story = {
  play: async ({ canvas }) => {
    // The first colour's first size is chosen: the product's displayed price.
    await expect(canvas.getByText('Rs 3,499', { selector: '[data-slot="price-tag-price"] bdi' })).toBeVisible();
    await expect(canvas.getByText('Rs 4,999')).toBeVisible();
    await expect(canvas.getByText('30% off')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Color: Teal' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Size: S' })).toBeVisible();
  },
};

export const ArrowKeysChangeThePrice: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const colours = group(canvas, /^Color/);
    colours.getByRole('radio', { name: 'Teal' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(colours.getByRole('radio', { name: 'Maroon' })).toBeChecked();
    // Maroon has no S: the size moves to its first one, M, and the price follows.
    await expect(args.onChange).toHaveBeenLastCalledWith({ color: 'Maroon', size: 'M' });
    await expect(canvas.getByText('Rs 3,799', { selector: '[data-slot="price-tag-price"] bdi' })).toBeVisible();
    await expect(canvas.queryByText('30% off')).toBeNull();

    const sizes = group(canvas, /^Size/);
    await expect(sizes.getByRole('radio', { name: /^S,/ })).toBeDisabled();
    await expect(sizes.getByRole('radio', { name: /^L,/ })).toBeDisabled();
    sizes.getByRole('radio', { name: /^M,/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    // L is not made in Maroon: the arrow skips it.
    await expect(sizes.getByRole('radio', { name: /^XL,/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ color: 'Maroon', size: 'XL' });
    await expect(canvas.getByText('Rs 3,999', { selector: '[data-slot="price-tag-price"] bdi' })).toBeVisible();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(sizes.getByRole('radio', { name: /^M,/ })).toBeChecked();
  },
};

export const OptionsShowTheirOwnPrices: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const sizes = group(canvas, /^Size/);
    await expect(sizes.getByRole('radio', { name: 'S, Rs 3,499' })).toBeChecked();
    await expect(sizes.getByRole('radio', { name: 'M, Rs 3,599' })).toBeEnabled();
    await expect(sizes.getByRole('radio', { name: 'XL, not available' })).toBeDisabled();
  },
};

/** Colours only. */
export const ColourVariants: Story = {
  args: { product: colourProduct },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('group', { name: /^Size/ })).toBeNull();
    const colours = group(canvas, /^Color/);
    await userEvent.click(colours.getByRole('radio', { name: 'Grey, Rs 137,999' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ color: 'Grey', size: null });
    await expect(canvas.getByText('Rs 137,999', { selector: '[data-slot="price-tag-price"] bdi' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByText('Rs 139,999', { selector: '[data-slot="price-tag-price"] bdi' })).toBeVisible();
    await expect(canvas.queryByText(/% off/)).toBeNull();
  },
};

/** Some options sold out. */
export const SoldOutOption: Story = {
  args: { unavailable: [{ color: 'Teal', size: 'S' }, { color: 'Maroon' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Maroon, not available' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'S, Rs 3,499, not available' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'M, Rs 3,599' })).toBeChecked();
    await expect(canvas.getByText('Rs 3,599', { selector: '[data-slot="price-tag-price"] bdi' })).toBeVisible();
  },
};

/** Colours that are out of stock. */
export const OutOfStock: Story = {
  args: { product: colourProduct, unavailable: [{ color: 'Silver' }, { color: 'Grey' }, { color: 'Burgundy' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Out of stock');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Controlled: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { value: { color: 'Maroon', size: 'XL' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'XL, Rs 3,999' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'M, Rs 3,799' }));
    await expect(args.onChange).toHaveBeenCalledWith({ color: 'Maroon', size: 'M' });
    await expect(canvas.getByRole('radio', { name: 'XL, Rs 3,999' })).toBeChecked();
  },
};

/** A product without options. */
export const NoVariants: Story = {
  args: { product: plainProduct },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByText('Rs 180')).toBeVisible();
    await expect(canvas.getByText('Rs 220')).toBeVisible();
    await expect(canvas.getByText('18% off')).toBeVisible();
  },
};

/** The variant picker in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** Colours, on a phone. */
export const SmallScreen: Story = {
  args: { product: colourProduct },
  globals: { viewport: { value: 'phone360' } },
};
