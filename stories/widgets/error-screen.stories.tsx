import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorScreen } from '@sauda/ui';

/**
 * A full-page message when something cannot be shown (a missing page, product or shop, or a server failure) with a
 * way back. Use it in place of the page's content; for an empty list use EmptyState, and for a failed action show
 * the message beside the action.
 */
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

/** The error screen with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** The general error. */
export const Generic: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Something Went Wrong.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload Page' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** A shop that does not exist. */
export const StoreNotFound: Story = {
  args: { kind: 'storeNotFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "We're Sorry, an error has occurred" })).toBeVisible();
    await expect(canvas.getByText("We seem to have lost this page but we don't want to lose you.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

/** A product that does not exist. */
export const ProductNotFound: Story = {
  args: { kind: 'productNotFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

/** A page that does not exist. */
export const PageNotFound: Story = { args: { kind: 'pageNotFound' } };
/** The server failed. */
export const ServerError: Story = { args: { kind: 'serverError' } };
/** A missing shop, in a right-to-left page. */
export const RightToLeft: Story = { args: { kind: 'storeNotFound' }, globals: { dir: 'rtl' } };
/** The error screen on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
