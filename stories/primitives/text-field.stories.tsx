import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, TextField } from '@sauda/ui';

/**
 * A one-line field for short answers: email, phone, name, search. Always give it a visible label; put format hints
 * in its help line and what went wrong in its error. For longer text use TextArea; for passwords use PasswordField.
 */
const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Full name', placeholder: 'e.g. Ayesha Khan', onChange: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'tel', 'password', 'search', 'url'] },
    label: { control: 'text' },
    description: { control: 'text' },
    prefix: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div className="sd:max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text field with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** The focus ring drawn around the field boundary, read from its computed style. */
const focusRingOf = (input: HTMLElement) =>
  getComputedStyle(input.closest('[data-slot$="-control"]')!).boxShadow.includes('0px 0px 0px 4px');

export const TypeAndChange: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.click(input);
    await userEvent.type(input, 'Ayesha Khan');
    await expect(input).toHaveValue('Ayesha Khan');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ayesha Khan');
    // Focus that came from a click shows no ring, as with React Aria.
    await expect(focusRingOf(input)).toBe(false);
  },
};

export const FocusRingFromTheKeyboard: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(focusRingOf(input)).toBe(true);
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await expect(focusRingOf(input)).toBe(false);
    await userEvent.keyboard('{Escape}');
    await expect(focusRingOf(input)).toBe(true);
    await userEvent.tab({ shift: true });
    await expect(input).not.toHaveFocus();
    await expect(focusRingOf(input)).toBe(false);
  },
};

/** With help under the label. */
export const WithDescription: Story = {
  args: {
    label: 'Email',
    type: 'email',
    placeholder: 'you@example.com',
    description: 'We send your order confirmation to this address.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription('We send your order confirmation to this address.');
  },
};

/** A phone number after the fixed +92. */
export const PhonePrefix: Story = {
  args: {
    label: 'Contact',
    type: 'tel',
    prefix: '+92',
    placeholder: '314XXXX910',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    description: '10 digits, without the leading 0.',
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Contact +92' });
    await userEvent.type(input, '3141234910');
    await expect(input).toHaveValue('3141234910');
    await expect(args.onChange).toHaveBeenLastCalledWith('3141234910');
  },
};

/** A phone number that is too short: the message says what to fix. */
export const WithError: Story = {
  args: {
    label: 'Contact',
    type: 'tel',
    prefix: '+92',
    defaultValue: '31412',
    description: '10 digits, without the leading 0.',
    errorMessage: 'Please enter a valid phone number',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Contact +92' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Please enter a valid phone number/);
    await expect(canvas.getByText('Please enter a valid phone number')).toBeVisible();
  },
};

/** Marked as required. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeRequired();
    // validationBehavior 'aria': announced as required, but the browser does not block the form.
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('required');
    await expect(input).toBeValid();
  },
};

const submitted = fn();

/** The field in a form with a submit button; a submit the browser lets through calls `submitted`. */
const inAForm: NonNullable<Story['render']> = (args) => (
  <form
    onSubmit={(event) => {
      event.preventDefault();
      submitted();
    }}
    className="sd:flex sd:flex-col sd:items-start sd:gap-3"
  >
    <TextField {...args} />
    <Button type="submit">Save</Button>
  </form>
);

export const AriaValidationLetsTheFormSubmit: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  args: { isRequired: true },
  render: inAForm,
  beforeEach: () => submitted.mockClear(),
  play: async ({ canvas }) => {
    // Empty and required, yet the app's own check decides: the browser lets the submit through.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(submitted).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute('aria-invalid');
  },
};

export const NativeValidation: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  args: { label: 'Email', type: 'email', isRequired: true, validationBehavior: 'native', placeholder: undefined },
  render: inAForm,
  beforeEach: () => submitted.mockClear(),
  play: async ({ canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(input).toHaveAttribute('required');
    await expect(input).not.toHaveAttribute('aria-required');

    // The browser blocks the empty field; its message shows under the field and the field takes focus.
    await userEvent.click(save);
    await expect(submitted).not.toHaveBeenCalled();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input.validationMessage).not.toBe('');
    await expect(input).toHaveAccessibleDescription(input.validationMessage);
    await expect(canvas.getByText(input.validationMessage)).toBeVisible();

    // Typing hides the message until the next submit, which finds a malformed address.
    await userEvent.type(input, 'ayesha');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAccessibleDescription();
    await userEvent.click(save);
    await expect(submitted).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription(input.validationMessage);

    await userEvent.type(input, '@example.com');
    await userEvent.click(save);
    await expect(submitted).toHaveBeenCalledOnce();
    await expect(input).not.toHaveAccessibleDescription();
  },
};

export const NativeValidationWithAnAppError: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  args: {
    label: 'Email',
    type: 'email',
    validationBehavior: 'native',
    defaultValue: 'ayesha.khan@example.com',
    errorMessage: 'This email is already registered.',
  },
  render: inAForm,
  beforeEach: () => submitted.mockClear(),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    // An error the app shows also blocks the form, and stays the only message.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(submitted).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription('This email is already registered.');
  },
};

/** Not changeable. */
export const Disabled: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'ayesha.khan@example.com', isDisabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A value that cannot change here, with where to change it. */
export const ReadOnly: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'ayesha.khan@example.com',
    isReadOnly: true,
    description: 'Contact support to change the email of your account.',
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ayesha.khan@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A password box; PasswordField adds the show/hide button. */
export const Password: Story = {
  args: {
    label: 'Password',
    type: 'password',
    placeholder: undefined,
    autoComplete: 'current-password',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** A search field with its label hidden, as in the header. */
export const Search: Story = {
  args: { label: 'Search products', hideLabel: true, type: 'search', placeholder: 'Search for lawn suits, shoes...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  },
};

/** A long label and help text wrap. */
export const LongLabel: Story = {
  args: {
    label: 'Nearest landmark or directions for the rider, for example the mosque, school or shop next to your house',
    description:
      'Riders in Lahore, Karachi and Rawalpindi use this to find homes in busy areas where street numbers are hard to see.',
    defaultValue: 'Opposite Jamia Masjid, next to the Hamza General Store, street 14, block C, Gulshan-e-Iqbal',
    errorMessage: 'Directions must be shorter than 80 characters so they fit on the delivery slip',
  },
};

/** The text field in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = {
  args: {
    label: 'Contact',
    type: 'tel',
    prefix: '+92',
    placeholder: '314XXXX910',
    description: '10 digits, without the leading 0.',
  },
  globals: { dir: 'rtl' },
};

/** With an error, on a phone. */
export const SmallScreen: Story = {
  args: {
    label: 'Contact',
    type: 'tel',
    prefix: '+92',
    placeholder: '314XXXX910',
    errorMessage: 'Please enter a valid phone number',
  },
  globals: { viewport: { value: 'phone360' } },
};
