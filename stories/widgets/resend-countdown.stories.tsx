import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ResendCountdown } from '@sauda/ui';

const meta = {
  title: 'Widgets/ResendCountdown',
  component: ResendCountdown,
  args: { onResend: fn() },
} satisfies Meta<typeof ResendCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['no-visual'] };

export const WaitingAfterASend: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Resend OTP in \d+s/ });
    await expect(button).toBeDisabled();
  },
};

export const ResendWhenTheWaitIsOver: Story = {
  args: { seconds: 1 },
  tags: ['no-visual'],
  play: async ({ args, canvas }) => {
    const button = await waitFor(() => canvas.getByRole('button', { name: 'Resend OTP' }), { timeout: 3000 });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: /Resend OTP in 1s/ })).toBeDisabled();
  },
};

export const Ready: Story = { args: { seconds: 0 } };
