import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoginForm, type LoginFormProps, type LoginValues } from '@sauda/ui';
import { longEmail, serverMessages, shopper, useFakeRequest } from '../fixtures/auth';

/**
 * Sign in with an email or phone number and a password, with links to recover the password and to sign up. Use the
 * card look on the login page and the plain look inside another layout, such as a dialog.
 */
const meta = {
  title: 'Widgets/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A login page whose server refuses every password but the fixture shopper's. */
function LoginAgainstServer(args: LoginFormProps) {
  const request = useFakeRequest<LoginValues>(
    (values) => (values.password === shopper.password ? null : serverMessages.invalidPassword),
    args.onSubmit,
  );
  return <LoginForm {...args} onSubmit={request.send} pending={request.pending} error={request.error} />;
}

/** The login form with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const LogsInWithTheKeyboard: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email or phone' })).toHaveFocus();
    await userEvent.keyboard(`  ${shopper.email} `);
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard(`${shopper.password}{Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      identifier: shopper.email,
      password: shopper.password,
    });
  },
};

export const LogsInWithAPhoneNumber: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email or phone' }), '0314 1234910');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), shopper.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ identifier: '0314 1234910', password: shopper.password });
  },
};

export const BothFieldsRequired: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Login' }).focus();
    await userEvent.keyboard('{Enter}');
    const identifier = canvas.getByRole('textbox', { name: 'Email or phone' });
    await waitFor(() => expect(identifier).toHaveFocus());
    await expect(identifier).toHaveAccessibleDescription('Email or phone is required');
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription(
      'Password is required',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('a');
    await expect(identifier).not.toHaveAccessibleDescription('Email or phone is required');
  },
};

/** Neither an email nor a phone number: the message says so. */
export const InvalidEmailOrPhone: Story = {
  play: async ({ args, canvas }) => {
    const identifier = canvas.getByRole('textbox', { name: 'Email or phone' });
    await userEvent.type(identifier, 'ayesha.khan@');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), `${shopper.password}{Enter}`);
    await waitFor(() => expect(identifier).toHaveFocus());
    await expect(identifier).toHaveAccessibleDescription('Please enter a valid email address or phone number.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The password left empty: the message asks for it. */
export const PasswordRequired: Story = {
  args: { defaultIdentifier: shopper.email },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAccessibleDescription('Password is required');
    await expect(canvas.getByRole('textbox', { name: 'Email or phone' })).toBeValid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShowsThePassword: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(password, shopper.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const LinksToRecoveryAndSignUp: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/user/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/user/sign-up');
  },
};

/** While signing in. */
export const Pending: Story = {
  args: { pending: true, defaultIdentifier: shopper.email },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Logging in\.\.\./ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email or phone' })).toHaveAttribute('readonly');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrorKeepsValues: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  render: (args) => <LoginAgainstServer {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email or phone' }), shopper.email);
    const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(password, 'Lahore@2023{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ identifier: shopper.email, password: 'Lahore@2023' });
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(serverMessages.invalidPassword));
    await expect(canvas.getByRole('textbox', { name: 'Email or phone' })).toHaveValue(shopper.email);
    await expect(password).toHaveValue('Lahore@2023');
    await expect(canvas.getByRole('button', { name: 'Login' })).not.toHaveAttribute('aria-disabled');
  },
};

/** The server's message (an account not yet verified) above the form. */
export const ServerError: Story = { args: { error: serverMessages.notVerified, defaultIdentifier: shopper.email } };

/** A long email and its message, on a phone. */
export const LongEmail: Story = {
  args: { defaultIdentifier: longEmail, error: `No verified account for ${longEmail}.` },
  globals: { viewport: { value: 'phone360' } },
};

/** The plain look, without the card, for use inside another layout. */
export const Plain: Story = { args: { variant: 'plain', headingLevel: 2 } };

/** The login form in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { args: { defaultIdentifier: shopper.email }, globals: { dir: 'rtl' } };

/** The login form on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
