import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ResetPasswordForm, type ResetPasswordFormProps } from '@sauda/ui';
import { serverMessages, shopper, useFakeRequest } from '../fixtures/auth';

/**
 * Sets a new password, typed twice, with the rules. Use it as the last step of password recovery, after
 * VerifyCodeForm.
 */
const meta = {
  title: 'Widgets/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const newPassword = (canvas: Canvas) => canvas.getByLabelText(/^New Password/, { selector: 'input' });
const confirmPassword = (canvas: Canvas) => canvas.getByLabelText(/^Confirm Password/, { selector: 'input' });

const RULE =
  'Password must be at least 9 characters long, start with a capital letter, and include a special character';
const HINT = 'Use 9 or more characters with a capital letter and one of !@#$%^&*';

/** Types both passwords through the keyboard (Tab skips the first show/hide toggle) and presses Enter. */
async function submitWithKeyboard(canvas: Canvas, password: string, confirmation = password) {
  await userEvent.click(newPassword(canvas));
  await userEvent.keyboard(password);
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard(`${confirmation}{Enter}`);
}

/** A reset page whose server has expired the code once, then accepts. */
function ResetAgainstServer(args: ResetPasswordFormProps) {
  const request = useFakeRequest<string>(
    (password) => (password === shopper.password ? serverMessages.resetCodeInvalid : null),
    args.onSubmit,
  );
  return (
    <ResetPasswordForm
      {...args}
      onSubmit={request.send}
      pending={request.pending}
      error={request.error}
      success={request.done}
    />
  );
}

/** The reset password form with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const ResetsWithTheKeyboard: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  render: (args) => <ResetAgainstServer {...args} />,
  play: async ({ args, canvas }) => {
    await submitWithKeyboard(canvas, 'Karachi#2025');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('Karachi#2025');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Your password has been reset successfully.'),
    );
    const login = canvas.getByRole('link', { name: 'Go to Login' });
    await expect(login).toHaveAttribute('href', '/user/login');
    await waitFor(() => expect(login).toHaveFocus());
  },
};

export const PasswordIsRequired: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Reset Password' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(newPassword(canvas)).toHaveFocus());
    await expect(newPassword(canvas)).toHaveAccessibleDescription(`${HINT} Password is required`);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BreaksTheRule: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await submitWithKeyboard(canvas, 'karachi2025');
    await waitFor(() => expect(newPassword(canvas)).toHaveFocus());
    await expect(newPassword(canvas)).toHaveAccessibleDescription(`${HINT} ${RULE}`);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsDoNotMatch: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await submitWithKeyboard(canvas, 'Karachi#2025', 'Karachi#2026');
    await waitFor(() => expect(confirmPassword(canvas)).toHaveFocus());
    await expect(confirmPassword(canvas)).toHaveAccessibleDescription('Passwords do not match!');
    await expect(newPassword(canvas)).toBeValid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** With the help centre's own wording and a link back to login. */
export const HelpPageWording: Story = {
  args: { mismatchMessage: 'Passwords do not match.', loginHref: '/login' },
  play: async ({ canvas }) => {
    await submitWithKeyboard(canvas, 'Karachi#2025', 'Karachi#2024');
    await waitFor(() => expect(confirmPassword(canvas)).toHaveAccessibleDescription('Passwords do not match.'));
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
};

export const ShowsBothPasswords: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(first!);
    await expect(newPassword(canvas)).toHaveAttribute('type', 'text');
    await expect(confirmPassword(canvas)).toHaveAttribute('type', 'password');
    await userEvent.click(second!);
    await expect(confirmPassword(canvas)).toHaveAttribute('type', 'text');
    await expect(canvas.getAllByRole('button', { name: 'Hide password' })).toHaveLength(2);
  },
};

export const ExpiredCodeKeepsValues: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  render: (args) => <ResetAgainstServer {...args} />,
  play: async ({ canvas }) => {
    await submitWithKeyboard(canvas, shopper.password);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(serverMessages.resetCodeInvalid));
    await expect(newPassword(canvas)).toHaveValue(shopper.password);
    await expect(confirmPassword(canvas)).toHaveValue(shopper.password);
  },
};

/** While the new password is saved. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Resetting\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server's message above the form. */
export const ServerError: Story = { args: { error: 'Reset failed' } };

/** Done: the success message. */
export const Success: Story = {
  args: { success: true, successMessage: 'Your password has been reset successfully.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been reset successfully.');
    await expect(canvas.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  },
};

/** The reset password form in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The reset password form on a 360 px wide phone. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    await submitWithKeyboard(canvas, 'karachi', 'lahore');
    await waitFor(() => expect(newPassword(canvas)).toHaveFocus());
  },
};
