import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from '@sauda/ui';
import { shopper } from '../fixtures/auth';

/**
 * A password field with a show/hide button. Use it for every password, current or new; give a new password the
 * rules in its help line.
 */
const meta = {
  title: 'Widgets/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="sd:max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The password field with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const ShowAndHideWithTheKeyboard: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.keyboard(shopper.password);
    await expect(args.onChange).toHaveBeenLastCalledWith(shopper.password);

    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue(shopper.password);
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expect(hide).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveValue(shopper.password);
  },
};

/** A new password, with the rules under it. */
export const NewPasswordWithHint: Story = {
  args: {
    label: 'New Password',
    autoComplete: 'new-password',
    isRequired: true,
    description: 'Use 9 or more characters with a capital letter and one of !@#$%^&*',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/New Password/, { selector: 'input' });
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'Use 9 or more characters with a capital letter and one of !@#$%^&*',
    );
  },
};

/** A password that breaks the rules. */
export const WithError: Story = {
  args: {
    label: 'New Password',
    autoComplete: 'new-password',
    defaultValue: 'lahore',
    description: 'Use 9 or more characters with a capital letter and one of !@#$%^&*',
    errorMessage:
      'Password must be at least 9 characters long, start with a capital letter, and include a special character',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New Password', { selector: 'input' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Use 9 or more characters with a capital letter and one of !@#$%^&* ' +
        'Password must be at least 9 characters long, start with a capital letter, and include a special character',
    );
  },
};

/** The password shown. */
export const Visible: Story = {
  args: { defaultValue: shopper.password, defaultVisible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue(shopper.password);
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Not changeable. */
export const Disabled: Story = {
  args: { defaultValue: shopper.password, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

/** A long password, shown. */
export const LongValue: Story = {
  args: { defaultValue: 'Karachi@Lahore#Islamabad$Peshawar%Quetta^Multan&Faisalabad*2024', defaultVisible: true },
};

/** With Urdu labels. */
export const UrduLabels: Story = {
  args: { label: 'پاس ورڈ', labels: { show: 'پاس ورڈ دکھائیں', hide: 'پاس ورڈ چھپائیں' } },
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'پاس ورڈ دکھائیں' }));
    await expect(canvas.getByRole('textbox', { name: 'پاس ورڈ' })).toBeVisible();
  },
};

/** The password field in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { args: { defaultValue: shopper.password }, globals: { dir: 'rtl' } };

/** With an error, on a phone. */
export const SmallScreen: Story = {
  args: { defaultValue: shopper.password, errorMessage: 'Password is required' },
  globals: { viewport: { value: 'phone360' } },
};
