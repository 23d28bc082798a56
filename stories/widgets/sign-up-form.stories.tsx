import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SignUpForm, type SignUpFormProps, type SignUpValues } from '@sauda/ui';
import { longEmail, serverMessages, shopper, useFakeRequest } from '../fixtures/auth';

/**
 * Creates an account: name, email, phone and a password typed twice. Use it on the sign-up page; VerifyCodeForm
 * comes next.
 */
const meta = {
  title: 'Widgets/SignUpForm',
  component: SignUpForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const nameField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Full Name' });
const emailField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' });
const phoneField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Phone Number/ });
const passwordField = (canvas: Canvas) => canvas.getByLabelText(/^Password/, { selector: 'input' });
const confirmField = (canvas: Canvas) => canvas.getByLabelText(/^Confirm Password/, { selector: 'input' });

const RULE =
  'Password must be at least 9 characters long, start with a capital letter, and include a special character';

/** Fills every field through the keyboard, Tab from field to field (skipping the show/hide toggles). */
async function fillWithKeyboard(canvas: Canvas, values: Partial<typeof shopper & { confirm: string }> = {}) {
  const { name, email, phone, password, confirm } = { ...shopper, confirm: shopper.password, ...values };
  await userEvent.click(nameField(canvas));
  await userEvent.keyboard(name);
  await userEvent.tab();
  await userEvent.keyboard(email);
  await userEvent.tab();
  await userEvent.keyboard(phone);
  await userEvent.tab();
  await userEvent.keyboard(password);
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard(confirm);
}

/** A sign-up page whose server already knows the fixture shopper's e-mail. */
function SignUpAgainstServer(args: SignUpFormProps) {
  const request = useFakeRequest<SignUpValues>(
    (values) => (values.email === shopper.email ? serverMessages.userExists : null),
    args.onSubmit,
  );
  return <SignUpForm {...args} onSubmit={request.send} pending={request.pending} error={request.error} />;
}

/** The sign-up form with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const SignsUpWithTheKeyboard: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(phoneField(canvas)).toHaveAttribute('placeholder', '314XXXX910');
    await expect(canvas.getByText('+92')).toBeVisible();
    await fillWithKeyboard(canvas, { name: '  Ayesha Khan ', email: ` ${shopper.email}` });
    await expect(confirmField(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ayesha Khan',
      email: shopper.email,
      phone: shopper.phone,
      password: shopper.password,
    });
  },
};

export const EveryFieldRequired: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Create Account' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(nameField(canvas)).toHaveFocus());
    await expect(nameField(canvas)).toHaveAccessibleDescription('Name is required');
    await expect(emailField(canvas)).toHaveAccessibleDescription('Email is required');
    await expect(phoneField(canvas)).toHaveAccessibleDescription('Phone number is required');
    await expect(passwordField(canvas)).toHaveAccessibleDescription(/Password is required$/);
    await expect(confirmField(canvas)).toBeValid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An email that is not valid: the message says so. */
export const InvalidEmail: Story = {
  play: async ({ args, canvas }) => {
    await fillWithKeyboard(canvas, { email: 'ayesha.khan@example' });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(emailField(canvas)).toHaveFocus());
    await expect(emailField(canvas)).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PhoneAsPakistanisTypeIt: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await fillWithKeyboard(canvas, { phone: '0314-1234910' });
    await userEvent.keyboard('{Enter}');
    // Sent in its one stored form, ten digits after +92.
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: '3141234910' }));
  },
};

/** A phone number that is not valid: the message says how to write it. */
export const InvalidPhone: Story = {
  play: async ({ args, canvas }) => {
    await fillWithKeyboard(canvas, { phone: '0314123491' });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(phoneField(canvas)).toHaveFocus());
    await expect(phoneField(canvas)).toHaveAccessibleDescription(
      'Phone number must be a valid Pakistani number (10 digits, starting with 3)',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A password that breaks the rules. */
export const WeakPassword: Story = {
  play: async ({ args, canvas }) => {
    await fillWithKeyboard(canvas, { password: 'lahore2024', confirm: 'lahore2024' });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(passwordField(canvas)).toHaveFocus());
    await expect(passwordField(canvas)).toHaveAccessibleDescription(
      `Use 9 or more characters with a capital letter and one of !@#$%^&* ${RULE}`,
    );
    await expect(confirmField(canvas)).toBeValid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsDoNotMatch: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await fillWithKeyboard(canvas, { confirm: 'Lahore@2025' });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(confirmField(canvas)).toHaveFocus());
    await expect(confirmField(canvas)).toHaveAccessibleDescription('Passwords do not match!');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show password' })[1]!);
    await expect(confirmField(canvas)).toHaveAttribute('type', 'text');
    await expect(passwordField(canvas)).toHaveAttribute('type', 'password');
  },
};

/** While the account is created. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Creating Account\.\.\./ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(nameField(canvas)).toHaveAttribute('readonly');
  },
};

export const ServerErrorKeepsValues: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  render: (args) => <SignUpAgainstServer {...args} />,
  play: async ({ args, canvas }) => {
    await fillWithKeyboard(canvas);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(serverMessages.userExists));
    await expect(nameField(canvas)).toHaveValue(shopper.name);
    await expect(emailField(canvas)).toHaveValue(shopper.email);
    await expect(phoneField(canvas)).toHaveValue(shopper.phone);
    await expect(confirmField(canvas)).toHaveValue(shopper.password);
  },
};

/** The server's message (the phone is taken) above the form. */
export const ServerError: Story = { args: { error: serverMessages.phoneTaken } };

/** A long email address. */
export const LongEmail: Story = {
  play: async ({ canvas }) => {
    await fillWithKeyboard(canvas, { name: 'Muhammad Abdullah Siddiqui Qureshi', email: longEmail });
    await expect(emailField(canvas)).toHaveValue(longEmail);
  },
};

/** The sign-up form in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The sign-up form on a 360 px wide phone. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(nameField(canvas)).toHaveFocus());
  },
};
