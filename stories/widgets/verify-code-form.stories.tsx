import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { VerifyCodeForm, type VerifyCodeFormProps } from '@sauda/ui';
import { longEmail, serverMessages, shopper, useFakeRequest } from '../fixtures/auth';

/**
 * The six-digit code sent to the shopper's email, with a countdown to send a new one. Use it after sign-up and in
 * password recovery.
 */
const meta = {
  title: 'Widgets/VerifyCodeForm',
  component: VerifyCodeForm,
  // A running countdown changes every second; stories start with the wait over unless they are about it.
  args: { email: shopper.email, onSubmit: fn(), onResend: fn(), resendSeconds: 0 },
} satisfies Meta<typeof VerifyCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const box = (canvas: Canvas, position: number) => canvas.getByRole('textbox', { name: `Digit ${position} of 6` });

/** A code page whose server accepts only 482915. */
function VerifyAgainstServer(args: VerifyCodeFormProps) {
  const request = useFakeRequest<string>(
    (code) => (code === '482915' ? null : serverMessages.codeInvalid),
    args.onSubmit,
  );
  return <VerifyCodeForm {...args} onSubmit={request.send} pending={request.pending} error={request.error} />;
}

/** The verify code form with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const AutoSubmitsOnTheSixthDigit: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(canvas.getByText(shopper.email)).toBeVisible();
    await userEvent.click(box(canvas, 1));
    await userEvent.keyboard('48291');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('5');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('482915');
  },
};

export const PastingTheCodeSubmits: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(box(canvas, 1));
    await userEvent.paste('482 915');
    await expect(box(canvas, 6)).toHaveValue('5');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('482915');
  },
};

export const SixDigitsRequired: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(box(canvas, 1));
    await userEvent.keyboard('482{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a 6-digit OTP.');
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Please enter a 6-digit OTP.',
    );
    await expect(box(canvas, 4)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('9');
    await expect(canvas.queryByText('Please enter a 6-digit OTP.')).not.toBeInTheDocument();
  },
};

export const VerifyButtonWithEmptyBoxes: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Verify' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a 6-digit OTP.');
    await expect(box(canvas, 1)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongCodeKeepsTheDigits: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  render: (args) => <VerifyAgainstServer {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(box(canvas, 1));
    await userEvent.keyboard('482916');
    await expect(args.onSubmit).toHaveBeenCalledWith('482916');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(serverMessages.codeInvalid));
    await expect(box(canvas, 6)).toHaveValue('6');
    await waitFor(() => expect(box(canvas, 6)).toHaveFocus());
    await userEvent.keyboard('{Backspace}5');
    await expect(args.onSubmit).toHaveBeenLastCalledWith('482915');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** While the code is checked. */
export const Verifying: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Verifying\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
    await expect(box(canvas, 1)).toBeDisabled();
  },
};

/** The server's message (a wrong code) above the form. */
export const ServerError: Story = { args: { error: serverMessages.codeInvalid } };

/** Counting down before a new code can be sent. */
export const WaitingToResend: Story = {
  args: { resendSeconds: 60 },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Resend OTP in (60|59)s/ })).toBeDisabled();
  },
};

export const ResendsAfterTheCountdown: Story = {
  args: { resendSeconds: 1, onResend: fn(async () => undefined) },
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend OTP in 1s' })).toBeDisabled();
    const resend = await waitFor(() => canvas.getByRole('button', { name: 'Resend OTP' }), { timeout: 3000 });
    await expect(resend).toBeEnabled();
    resend.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('A new code is on its way.'));
    await expect(canvas.getByRole('button', { name: 'Resend OTP in 1s' })).toBeDisabled();
  },
};

export const ResendFails: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { onResend: fn(() => Promise.reject(new Error(''))) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Failed to resend email. Please try again.'),
    );
  },
};

/** The password-reset wording. */
export const ResetCode: Story = {
  args: { title: 'Enter reset code', description: 'We sent a password reset code to' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Enter reset code' })).toBeVisible();
  },
};

/** A long email address, on a phone. */
export const LongEmail: Story = { args: { email: longEmail }, globals: { viewport: { value: 'phone360' } } };

/** The verify code form in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    await userEvent.click(box(canvas, 1));
    await userEvent.keyboard('4829');
    await userEvent.keyboard('{ArrowRight}');
    await expect(box(canvas, 4)).toHaveFocus();
  },
};

/** The verify code form on a 360 px wide phone. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    const last = box(canvas, 6).getBoundingClientRect();
    const form = canvas.getByRole('form', { name: 'Verify your email' }).getBoundingClientRect();
    await expect(last.right).toBeLessThanOrEqual(form.right);
  },
};
