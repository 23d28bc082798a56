import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '@sauda/ui';

/**
 * A yes/no choice the shopper ticks: on its own (accept the terms, get updates) or in a list where several options
 * can be chosen. For one choice out of several, use RadioGroup. Keep the label a short statement that is true when
 * ticked.
 */
const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'Save this address for next time', onChange: fn() },
  argTypes: {
    children: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checkbox with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const SpaceToggles: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Save this address for next time' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const FocusRingOnlyFromKeyboard: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas, canvasElement }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Save this address for next time' });
    const control = canvasElement.querySelector('[data-slot="checkbox-control"]') as HTMLElement;
    await userEvent.click(canvas.getByText('Save this address for next time'));
    await expect(checkbox).toHaveFocus();
    await expect(control).not.toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(control).boxShadow).toBe('none');
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(control).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(control).boxShadow).not.toBe('none');
  },
};

export const ClickLabelToggles: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Save this address for next time'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Ticked. */
export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** Partly ticked: some of the items it stands for are chosen. */
export const Indeterminate: Story = {
  args: { children: 'Select all (2 of 3 items selected)', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /Select all/ })).toBePartiallyChecked();
  },
};

/** With a line of help under the label. */
export const WithDescription: Story = {
  args: {
    children: 'Send me order updates on WhatsApp',
    description: 'We message +92 314XXXX910 when your order is confirmed, shipped and delivered.',
    defaultSelected: true,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Send me order updates on WhatsApp' }),
    ).toHaveAccessibleDescription(/when your order is confirmed, shipped and delivered/);
  },
};

/** Required and not ticked: the message says what to do. */
export const WithError: Story = {
  args: {
    children: 'I agree to the Terms and Conditions',
    isRequired: true,
    errorMessage: 'Please accept the Terms and Conditions to place your order',
  },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Please accept the Terms and Conditions to place your order');
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Ticked, and not changeable. */
export const Disabled: Story = {
  args: { children: 'Cash on Delivery available', defaultSelected: true, isDisabled: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Cash on Delivery available' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Cash on Delivery available'), { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A choice that can no longer change, with the reason. */
export const ReadOnly: Story = {
  args: {
    children: 'Gift wrap this order',
    description: 'The order has shipped, so gift wrapping can no longer change.',
    defaultSelected: true,
    isReadOnly: true,
  },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Gift wrap this order' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A long label wraps beside the box. */
export const LongLabel: Story = {
  args: {
    children:
      'I confirm that the delivery address above is complete, including house number, street, block and the nearest landmark, so the rider can find it without calling',
    description: 'Incomplete addresses are the most common reason Cash on Delivery orders come back to the seller.',
  },
  decorators: [
    (Story) => (
      <div className="sd:max-w-sm">
        <Story />
      </div>
    ),
  ],
};

/** The checkbox in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = {
  args: { description: 'We fill it in at your next checkout.', defaultSelected: true },
  globals: { dir: 'rtl' },
};

/** The checkbox on a 360 px wide phone. */
export const SmallScreen: Story = {
  args: {
    children: 'I agree to the Terms and Conditions and the Return Policy',
    errorMessage: 'Please accept the Terms and Conditions to place your order',
  },
  globals: { viewport: { value: 'phone360' } },
};
