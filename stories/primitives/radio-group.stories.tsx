import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from '@sauda/ui';

const paymentMethods = [
  { value: 'cod', label: 'Cash on Delivery', description: 'Pay in cash when your order arrives.' },
  { value: 'card', label: 'Debit or Credit Card', description: 'Visa, Mastercard and UnionPay.' },
  { value: 'jazzcash', label: 'JazzCash' },
  { value: 'easypaisa', label: 'Easypaisa' },
];

/** A horizontal group whose last option is chosen, for the arrow-key stories. */
const deliveryTimes = {
  label: 'Delivery time',
  orientation: 'horizontal' as const,
  defaultValue: 'evening',
  options: [
    { value: 'morning', label: 'Morning (9 am to 12 pm)' },
    { value: 'afternoon', label: 'Afternoon (12 pm to 5 pm)' },
    { value: 'evening', label: 'Evening (5 pm to 9 pm)' },
  ],
};

/**
 * One choice out of a few options the shopper should see side by side, such as the payment method or a delivery
 * time. Use it for two to about six options; for longer lists use Select, and when several may be chosen use
 * checkboxes.
 */
const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'Payment method', options: paymentMethods, defaultValue: 'cod', onChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The radio group with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const ArrowKeysMoveSelection: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Payment method' });
    await expect(group).toBeVisible();
    await userEvent.tab();
    const cod = canvas.getByRole('radio', { name: 'Cash on Delivery' });
    await expect(cod).toHaveFocus();
    await expect(cod).toBeChecked();

    await userEvent.keyboard('{ArrowDown}');
    const card = canvas.getByRole('radio', { name: 'Debit or Credit Card' });
    await expect(card).toHaveFocus();
    await expect(card).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('card');

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'JazzCash' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(cod).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('cod');
  },
};

/** With help under the group's question. */
export const WithDescription: Story = {
  args: { description: 'Cash on Delivery orders above Rs 50,000 need a call to confirm.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Payment method' })).toHaveAccessibleDescription(
      /need a call to confirm/,
    );
    await expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).toHaveAccessibleDescription(
      /^Pay in cash when your order arrives\./,
    );
  },
};

/** Short options in a row, such as delivery times. */
export const Horizontal: Story = {
  args: deliveryTimes,
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Evening/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: /Afternoon/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('afternoon');
  },
};

/** Required with nothing chosen: the message says what to do. */
export const WithError: Story = {
  args: { defaultValue: undefined, isRequired: true, errorMessage: 'Please select a payment method' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Payment method' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please select a payment method');
    await expect(group).toBeRequired();
  },
};

/** APG radio group: with nothing chosen, Tab enters the group once (at its first option) and the next Tab leaves it. */
export const NothingChosenIsOneTabStop: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { defaultValue: undefined },
  render: (args) => (
    <>
      <RadioGroup {...args} />
      <button type="button">After the group</button>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After the group' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Debit or Credit Card' })).toBeChecked();
  },
};

/** One option not available, with the reason under it. */
export const DisabledOption: Story = {
  args: {
    options: paymentMethods.map((option) =>
      option.value === 'card'
        ? { ...option, description: 'Card payments are temporarily unavailable.', isDisabled: true }
        : option,
    ),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Debit or Credit Card' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'JazzCash' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('jazzcash');
  },
};

/** The whole group not available. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** A choice that can no longer change, with the reason. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, description: 'Payment was chosen when the order was placed.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('JazzCash'));
    await expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A long question and long options wrap. */
export const LongLabel: Story = {
  args: {
    label: 'How would you like to pay for this order? You can change it until the seller confirms the order',
    options: [
      {
        value: 'cod',
        label: 'Cash on Delivery: pay the rider in cash when the parcel arrives at your door',
        description:
          'Keep the exact amount ready. Riders carry little change, and a flat Rs 200 shipping fee is part of the total.',
      },
      ...paymentMethods.slice(1),
    ],
  },
  decorators: [
    (Story) => (
      <div className="sd:max-w-md">
        <Story />
      </div>
    ),
  ],
};

export const ArrowKeysFollowReadingDirection: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: deliveryTimes,
  globals: { dir: 'rtl' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Evening/ })).toHaveFocus();
    // Right to left, the next option sits to the left: ArrowLeft moves on (wrapping to the first), ArrowRight back.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: /Morning/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Morning/ })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('morning');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /Evening/ })).toBeChecked();
  },
};

/** The radio group in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = {
  args: { description: 'Choose how you pay.' },
  globals: { dir: 'rtl' },
};

/** Options in a row with an error, on a phone. */
export const SmallScreen: Story = {
  args: { orientation: 'horizontal', errorMessage: 'Please select a payment method', defaultValue: undefined },
  globals: { viewport: { value: 'phone360' } },
};
