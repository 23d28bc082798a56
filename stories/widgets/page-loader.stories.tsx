import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageLoader } from '@sauda/ui';

/**
 * A loading sign for a page or section with nothing yet to lay out. Use it for whole-page waits; when the page's
 * shape is known, prefer the skeletons, which do not make the page jump.
 */
const meta = {
  title: 'Widgets/PageLoader',
  component: PageLoader,
  args: { label: 'Loading...' },
} satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page loader with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** The spinner. */
export const Spinner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** The brand's logo with a visible loading text. */
export const LogoWithVisibleLabel: Story = {
  args: { variant: 'logo', label: 'Loading Followed Shops...', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Followed Shops...');
    await expect(canvas.getByText('Loading Followed Shops...')).toBeVisible();
  },
};

/** The page loader in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { args: { variant: 'logo' }, globals: { dir: 'rtl' } };
/** The page loader on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
