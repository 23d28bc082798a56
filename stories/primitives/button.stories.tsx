import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@sauda/ui';

/**
 * The way to act on the page: submit a form, add to the cart, place an order. Use the primary look for the one main
 * action of a view and the quieter looks for the rest; the danger look for actions that delete or cancel. When
 * pressing it only goes to another page, use Link with the button look instead.
 */
const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to Cart', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** Every look side by side, from the main action to the quietest. */
export const Variants: Story = {
  render: (args) => (
    <div className="sd:flex sd:flex-wrap sd:gap-3">
      <Button {...args} variant="primary">
        Place Order
      </Button>
      <Button {...args} variant="secondary">
        Continue Shopping
      </Button>
      <Button {...args} variant="ghost">
        Cancel
      </Button>
      <Button {...args} variant="danger">
        Logout
      </Button>
    </div>
  ),
};

/** Every size side by side. */
export const Sizes: Story = {
  render: (args) => (
    <div className="sd:flex sd:flex-wrap sd:items-center sd:gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

/** An action that is not available yet. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to Cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** While its action runs: a spinner and a "Saving..." label, and it cannot be pressed again. */
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Saving...', children: 'Save' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Saving\.\.\./ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Unlike a disabled button it stays in the tab order, so a keyboard user keeps their place on the page.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A pending submit button holds the form back, also from Enter in a field (implicit submission). */
export const PendingSubmitHoldsTheForm: Story = {
  // An interaction test; its look is the same as the stories above.
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  args: { type: 'submit', isPending: true, pendingLabel: 'Signing in...', children: 'Login' },
  render: (args) => (
    <form
      aria-label="Login"
      data-submitted="0"
      onSubmit={(event) => {
        event.preventDefault();
        event.currentTarget.dataset.submitted = '1';
      }}
      className="sd:flex sd:items-end sd:gap-3"
    >
      <label className="sd:flex sd:flex-col sd:gap-1 sd:text-sm">
        Email
        <input name="email" className="sd:rounded-md sd:border sd:border-line-strong sd:px-3 sd:py-2" />
      </label>
      <Button {...args} />
    </form>
  ),
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('form', { name: 'Login' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ali@example.pk{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: /Signing in\.\.\./ }));
    await expect(form).toHaveAttribute('data-submitted', '0');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Once the wait is over, the same submit button submits again; Enter in the field presses it (the form's default). */
export const SubmitWhenNotPending: Story = {
  // An interaction test; its look is the same as the stories above.
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  ...PendingSubmitHoldsTheForm,
  args: { type: 'submit', isPending: false, children: 'Login' },
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('form', { name: 'Login' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ali@example.pk{Enter}');
    await expect(form).toHaveAttribute('data-submitted', '1');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const PressWithKeyboard: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** A full-width button on a phone, as at the foot of the cart. */
export const FullWidthOnSmallScreen: Story = {
  args: { fullWidth: true, children: 'Checkout (3)' },
  globals: { viewport: { value: 'phone360' } },
};
