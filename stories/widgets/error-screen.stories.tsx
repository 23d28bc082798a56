import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorScreen } from '@sauda/ui';

const meta = {
  title: 'Widgets/ErrorScreen',
  component: ErrorScreen,
  args: { onReload: fn() },
  argTypes: {
    kind: {
      control: 'select',
      options: ['generic', 'storeNotFound', 'productNotFound', 'pageNotFound', 'serverError'],
    },
  },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Generic: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Something Went Wrong.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload Page' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const StoreNotFound: Story = {
  args: { kind: 'storeNotFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "We're Sorry, an error has occurred" })).toBeVisible();
    await expect(canvas.getByText("We seem to have lost this page but we don't want to lose you.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const ProductNotFound: Story = {
  args: { kind: 'productNotFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

export const PageNotFound: Story = { args: { kind: 'pageNotFound' } };
export const ServerError: Story = { args: { kind: 'serverError' } };
export const RightToLeft: Story = { args: { kind: 'storeNotFound' }, globals: { dir: 'rtl' } };
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
