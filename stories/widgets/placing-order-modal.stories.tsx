import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { PlacingOrderModal } from '@sauda/ui';

/**
 * A blocking message while the order is placed, so the shopper neither leaves nor orders twice. Use it only during
 * checkout's final step.
 */
const meta = {
  title: 'Widgets/PlacingOrderModal',
  component: PlacingOrderModal,
  args: { isOpen: true },
} satisfies Meta<typeof PlacingOrderModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown while the order is placed. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Placing your order...' });
    // It fades in; Escape must not close it once it is up.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(dialog).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/** The placing order message in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
