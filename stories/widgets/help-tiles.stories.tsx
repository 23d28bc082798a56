import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { HelpTiles } from '@sauda/ui';

/**
 * Tiles that lead to the help tools: track, cancel or return an order, questions and contact. Use them on the help
 * centre's first page.
 */
const meta = {
  title: 'Widgets/HelpTiles',
  component: HelpTiles,
} satisfies Meta<typeof HelpTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The help tiles with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const EveryToolLinksSomewhere: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Help topics' });
    await expect(list.querySelectorAll('li')).toHaveLength(6);
    for (const [name, href] of [
      [/Track Order/, '/help-support/track-order'],
      [/Cancel Order/, '/help-support/cancel-order'],
      [/Return Order/, '/help-support/return-order'],
      [/Reset Password/, '/help-support/reset-password'],
      [/My Account/, '/user/account'],
      [/Contact Support/, '/contact-us'],
    ] as const) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

export const KeyboardReachesEveryTile: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Track Order/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Cancel Order/ })).toHaveFocus();
  },
};

/** The marketplace's own tiles; long titles wrap. */
export const CustomTiles: Story = {
  args: {
    tiles: [
      {
        title: 'Shipping to Gilgit-Baltistan and Azad Kashmir takes 5 to 7 working days',
        description: 'Long titles wrap inside the tile.',
        href: '/faq',
      },
    ],
  },
};

/** The help tiles in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
/** The help tiles on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
