import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ResendCountdown } from '@sauda/ui';

/**
 * "Resend code in 0:45", which turns into a Resend button when the wait is over. Use it under a code entry, as in
 * VerifyCodeForm.
 */
const meta = {
  title: 'Widgets/ResendCountdown',
  component: ResendCountdown,
  args: { onResend: fn() },
} satisfies Meta<typeof ResendCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The resend countdown with typical content: try its props in the Controls panel. */
export const Playground: Story = { tags: ['no-visual'] };

/** Counting down after a code was sent. */
export const WaitingAfterASend: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Resend OTP in \d+s/ });
    await expect(button).toBeDisabled();
  },
};

export const ResendWhenTheWaitIsOver: Story = {
  args: { seconds: 1 },
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const button = await waitFor(() => canvas.getByRole('button', { name: 'Resend OTP' }), { timeout: 3000 });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: /Resend OTP in 1s/ })).toBeDisabled();
  },
};

/** The wait is over: Resend can be pressed. */
export const Ready: Story = { args: { seconds: 0 } };
