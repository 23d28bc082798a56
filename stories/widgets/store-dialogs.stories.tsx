import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button, FollowSuccessDialog, LoginRequiredDialog } from '@sauda/ui';

const onLogin = fn();

function FollowDemo({ loggedIn }: { loggedIn: boolean }) {
  const [success, setSuccess] = useState(false);
  const [login, setLogin] = useState(false);
  return (
    <>
      <Button onPress={() => (loggedIn ? setSuccess(true) : setLogin(true))}>Follow</Button>
      <FollowSuccessDialog isOpen={success} onOpenChange={setSuccess} shopName="Lahore Loom House" />
      <LoginRequiredDialog isOpen={login} onOpenChange={setLogin} onLogin={onLogin} />
    </>
  );
}

/**
 * The dialogs of following a shop: a note once it is followed, and a request to log in for visitors. Use them with
 * the shop page's Follow button.
 */
const meta = {
  title: 'Widgets/StoreDialogs',
  component: FollowSuccessDialog,
  args: { isOpen: true, onOpenChange: fn(), shopName: 'Lahore Loom House' },
} satisfies Meta<typeof FollowSuccessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After following: the note. */
export const Success: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    await expect(dialog).toHaveTextContent('You are now following Lahore Loom House.');
    await expect(screen.getByRole('link', { name: 'View Followed Shops' })).toHaveAttribute(
      'href',
      '/user/followed-shops',
    );
  },
};

/** A visitor pressed Follow: asked to log in first. */
export const LoginRequired: Story = {
  render: () => <LoginRequiredDialog isOpen onOpenChange={fn()} onLogin={fn()} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    await expect(dialog).toHaveTextContent('Please log in to follow this store.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeVisible());
  },
};

export const VisitorFollowsThenLogsIn: Story = {
  render: () => <FollowDemo loggedIn={false} />,
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    onLogin.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    await expect(onLogin).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const VisitorCancelsAndFocusReturns: Story = {
  render: () => <FollowDemo loggedIn={false} />,
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const follow = canvas.getByRole('button', { name: 'Follow' });
    await userEvent.click(follow);
    await screen.findByRole('dialog', { name: 'Login Required' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(follow).toHaveFocus();
  },
};

export const ShopperFollows: Story = {
  render: () => <FollowDemo loggedIn />,
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
