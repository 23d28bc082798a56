import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CategoryTiles } from '@sauda/ui';
import { awkwardCategories, categories } from '../fixtures/store';
import { applyTextSpacing, cutsText } from '../fixtures/text-spacing';

/**
 * The home page's grid of categories, each a picture and a name leading to its listing. Use it on landing pages to
 * start browsing; on phones the CategoryDrawer lists the same categories.
 */
const meta = {
  title: 'Widgets/CategoryTiles',
  component: CategoryTiles,
  args: { categories },
  // Its pictures are inline data URIs: an object control would spill them across the args table.
  argTypes: { categories: { control: false } },
} satisfies Meta<typeof CategoryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The category tiles with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const LinksToCategoryListings: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(categories.length);
    const women = canvas.getByRole('link', { name: 'Women Fashion' });
    await expect(women).toHaveAttribute('href', `/Women-Fashion/${categories[0]?.id}`);
    await expect(canvas.getByRole('link', { name: 'Mobiles & Tablets' })).toHaveAttribute(
      'href',
      `/Mobiles-%26-Tablets/${categories[3]?.id}`,
    );
    const image = women.querySelector('img');
    await expect(image).toHaveAttribute('width', '96');
    await expect(image).toHaveAttribute('height', '96');
    await userEvent.tab();
    await expect(women).toHaveFocus();
  },
};

/** While the categories load. */
export const Loading: Story = {
  args: { categories: [], isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading categories');
    await expect(canvasElement.querySelector('[data-slot="category-tiles"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Long names, and a category without a picture. */
export const LongNamesAndMissingImage: Story = {
  args: { categories: awkwardCategories },
  play: async ({ canvas }) => {
    const automotive = canvas.getByRole('link', { name: 'Automotive & Motorbike Accessories and Parts' });
    await expect(automotive.querySelector('img')).toBeNull();
  },
};

/** The category tiles in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The category tiles on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };

/** WCAG 1.4.12: with the reader's text spacing every category's whole name still shows, on a small phone. */
export const TextSpacingKeepsWholeNames: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { categories: awkwardCategories },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const removeSpacing = applyTextSpacing(canvasElement.ownerDocument);
    try {
      const names = Array.from(canvasElement.querySelectorAll('[data-slot="category-tile-name"]'));
      await expect(names.length).toBeGreaterThan(0);
      await expect(names.filter(cutsText).map((name) => name.textContent)).toEqual([]);
    } finally {
      removeSpacing();
    }
  },
};
