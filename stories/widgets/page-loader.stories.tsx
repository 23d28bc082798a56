import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageLoader } from '@sauda/ui';

const meta = {
  title: 'Widgets/PageLoader',
  component: PageLoader,
  args: { label: 'Loading...' },
} satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Spinner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const LogoWithVisibleLabel: Story = {
  args: { variant: 'logo', label: 'Loading Followed Shops...', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Followed Shops...');
    await expect(canvas.getByText('Loading Followed Shops...')).toBeVisible();
  },
};

export const RightToLeft: Story = { args: { variant: 'logo' }, globals: { dir: 'rtl' } };
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
