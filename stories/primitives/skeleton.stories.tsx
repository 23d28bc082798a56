import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '@sauda/ui';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'rect', aspectRatio: '4 / 3', className: 'max-w-xs' },
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    lines: { control: { type: 'number', min: 1, max: 8 } },
    aspectRatio: { control: 'text' },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Text: Story = {
  args: { shape: 'text', lines: 3, className: 'max-w-sm' },
};

export const Rect: Story = {
  args: { shape: 'rect', aspectRatio: '1 / 1', className: 'max-w-48' },
};

export const Circles: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Skeleton shape="circle" size="sm" />
      <Skeleton shape="circle" size="md" />
      <Skeleton shape="circle" size="lg" />
    </div>
  ),
};

/** What a product grid shows while its products load: the region is busy, the placeholders are hidden. */
export const ProductGridLoading: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Products" className="grid max-w-2xl grid-cols-2 gap-4 sm:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex flex-col gap-3">
          <Skeleton shape="rect" aspectRatio="1 / 1" />
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="text" size="lg" className="w-1/3" />
        </div>
      ))}
    </section>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
    for (const placeholder of canvasElement.querySelectorAll('[data-slot="skeleton"]')) {
      await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const ShopHeaderLoading: Story = {
  render: () => (
    <div className="flex max-w-md items-center gap-3">
      <Skeleton shape="circle" size="lg" />
      <Skeleton shape="text" lines={2} />
    </div>
  ),
};

export const RightToLeft: Story = {
  render: ShopHeaderLoading.render,
  globals: { dir: 'rtl' },
};

export const SmallScreen: Story = {
  render: ProductGridLoading.render,
  globals: { viewport: { value: 'phone360' } },
};
