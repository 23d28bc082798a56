import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CategoryTiles } from '@sauda/ui';
import { awkwardCategories, categories } from '../fixtures/store';
import { applyTextSpacing, cutsText } from '../fixtures/text-spacing';

const meta = {
  title: 'Widgets/CategoryTiles',
  component: CategoryTiles,
  args: { categories },
} satisfies Meta<typeof CategoryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LinksToCategoryListings: Story = {
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

export const Loading: Story = {
  args: { categories: [], isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading categories');
    await expect(canvasElement.querySelector('[data-slot="category-tiles"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LongNamesAndMissingImage: Story = {
  args: { categories: awkwardCategories },
  play: async ({ canvas }) => {
    const automotive = canvas.getByRole('link', { name: 'Automotive & Motorbike Accessories and Parts' });
    await expect(automotive.querySelector('img')).toBeNull();
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };

/** WCAG 1.4.12: with the reader's text spacing every category's whole name still shows, on a small phone. */
export const TextSpacingKeepsWholeNames: Story = {
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
