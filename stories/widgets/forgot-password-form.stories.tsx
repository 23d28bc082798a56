import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from '@sauda/ui';
import { longEmail, serverMessages, shopper, useFakeRequest } from '../fixtures/auth';

/**
 * Asks for the account's email to send a reset code. Use it on the forgot-password page; the next steps are
 * VerifyCodeForm, then ResetPasswordForm.
 */
const meta = {
  title: 'Widgets/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A forgot-password page whose server knows only the fixture shopper. */
function ForgotPasswordAgainstServer(args: ForgotPasswordFormProps) {
  const request = useFakeRequest<string>(
    (email) => (email === shopper.email ? null : serverMessages.userNotFound),
    args.onSubmit,
  );
  return (
    <ForgotPasswordForm
      {...args}
      onSubmit={request.send}
      pending={request.pending}
      error={request.error}
      sent={request.done}
    />
  );
}

/** The forgot password form with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const SendsTheCodeWithTheKeyboard: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  render: (args) => <ForgotPasswordAgainstServer {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard(` ${shopper.email} {Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(shopper.email);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(`We have sent a reset code to ${shopper.email}.`),
    );
    const next = canvas.getByRole('link', { name: 'Enter Reset Code' });
    await expect(next).toHaveAttribute('href', '/user/forgot-password/verify');
    await waitFor(() => expect(next).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Send Reset Code' })).not.toBeInTheDocument();
  },
};

export const EmailIsRequired: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Send Reset Code' }).focus();
    await userEvent.keyboard('{Enter}');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An email that is not valid: the message says so. */
export const MalformedEmail: Story = {
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ayesha.khan@example{Enter}');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const UnknownEmailKeepsTheValue: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  render: (args) => <ForgotPasswordAgainstServer {...args} />,
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'bilal.ahmed@example.pk{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(serverMessages.userNotFound));
    await expect(email).toHaveValue('bilal.ahmed@example.pk');
  },
};

export const LinksBackToLogin: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/user/login');
  },
};

/** While the code is sent. */
export const Pending: Story = {
  args: { pending: true, defaultEmail: shopper.email },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sending\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server's message above the form. */
export const ServerError: Story = { args: { error: 'Something went wrong', defaultEmail: shopper.email } };

/** The code is sent: the confirmation. */
export const Sent: Story = {
  args: { sent: true, defaultEmail: shopper.email },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(`We have sent a reset code to ${shopper.email}.`);
  },
};

/** A long email in the confirmation, on a phone. */
export const LongEmail: Story = {
  args: { sent: true, defaultEmail: longEmail },
  globals: { viewport: { value: 'phone360' } },
};

/** The forgot password form in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The forgot password form on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
