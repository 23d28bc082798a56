import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '@sauda/ui';

/**
 * Grey placeholder shapes shown while content loads, in the shape of what is coming. Use it where content takes a
 * moment, such as product grids and shop headers, so the page does not jump. For a whole page with no known shape
 * use PageLoader; for a button's own wait use its pending state.
 */
const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'rect', aspectRatio: '4 / 3', className: 'sd:max-w-xs' },
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    lines: { control: { type: 'number', min: 1, max: 8 } },
    aspectRatio: { control: 'text' },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The skeleton with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** Lines of text loading. */
export const Text: Story = {
  args: { shape: 'text', lines: 3, className: 'sd:max-w-sm' },
};

/** A square picture loading. */
export const Rect: Story = {
  args: { shape: 'rect', aspectRatio: '1 / 1', className: 'sd:max-w-48' },
};

/** Round placeholders in each size, for logos and profile pictures. */
export const Circles: Story = {
  render: () => (
    <div className="sd:flex sd:items-center sd:gap-3">
      <Skeleton shape="circle" size="sm" />
      <Skeleton shape="circle" size="md" />
      <Skeleton shape="circle" size="lg" />
    </div>
  ),
};

/** A product grid while its products load. */
export const ProductGridLoading: Story = {
  render: () => (
    <section
      aria-busy="true"
      aria-label="Products"
      className="sd:grid sd:max-w-2xl sd:grid-cols-2 sd:gap-4 sd:sm:grid-cols-3"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="sd:flex sd:flex-col sd:gap-3">
          <Skeleton shape="rect" aspectRatio="1 / 1" />
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="text" size="lg" className="sd:w-1/3" />
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

/** A shop's header while it loads: logo, name and counts. */
export const ShopHeaderLoading: Story = {
  render: () => (
    <div className="sd:flex sd:max-w-md sd:items-center sd:gap-3">
      <Skeleton shape="circle" size="lg" />
      <Skeleton shape="text" lines={2} />
    </div>
  ),
};

/** A shop's header loading, in a right-to-left page. */
export const RightToLeft: Story = {
  render: ShopHeaderLoading.render,
  globals: { dir: 'rtl' },
};

/** A product grid loading, on a phone. */
export const SmallScreen: Story = {
  render: ProductGridLoading.render,
  globals: { viewport: { value: 'phone360' } },
};
