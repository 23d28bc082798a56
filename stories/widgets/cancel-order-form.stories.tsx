import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CancelOrderForm } from '@sauda/ui';
import { validOrderId } from '../fixtures/orders';

/**
 * Lets a shopper ask to cancel an order: the order number and a reason. Use it on the help pages and when the
 * shopper comes from an order's Cancel (the order is filled in). After delivery, use ReturnOrderForm instead.
 */
const meta = {
  title: 'Widgets/CancelOrderForm',
  component: CancelOrderForm,
  args: { onSubmit: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div className="sd:max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CancelOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cancel order form with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const SubmitsAndClears: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Order ID/ }), validOrderId.toUpperCase());
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Reason for Cancellation/ }),
      '  Ordered the wrong size  ',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Cancellation Request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      orderId: validOrderId.toUpperCase(),
      reason: 'Ordered the wrong size',
    });
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Your order cancellation request has been submitted successfully.',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: /Order ID/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /Reason for Cancellation/ })).toHaveValue('');
  },
};

/** A wrong order number: the message says what to fix. */
export const InvalidOrderId: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Order ID/ }), '12345');
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason for Cancellation/ }), 'Late delivery');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Cancellation Request' }));
    const orderId = canvas.getByRole('textbox', { name: /Order ID/ });
    await expect(orderId).toHaveAccessibleDescription('Invalid Order ID. Please enter a valid Order ID.');
    await expect(orderId).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ReasonIsRequired: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { defaultOrderId: validOrderId },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Submit Cancellation Request' }).focus();
    await userEvent.keyboard('{Enter}');
    const reason = canvas.getByRole('textbox', { name: /Reason for Cancellation/ });
    await expect(reason).toHaveAccessibleDescription('Please enter a reason for cancellation.');
    await expect(reason).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the request is sent: the button shows it is busy. */
export const SubmittingState: Story = {
  args: { defaultOrderId: validOrderId, onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason for Cancellation/ }), 'Found it cheaper');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Cancellation Request' }));
    await expect(canvas.getByRole('button', { name: /Submitting\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ServerErrorKeepsValues: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: {
    defaultOrderId: validOrderId,
    onSubmit: fn(() => Promise.reject(new Error('Order has already been shipped and cannot be cancelled.'))),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason for Cancellation/ }), 'Changed my mind');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Cancellation Request' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Order has already been shipped and cannot be cancelled.'),
    );
    await expect(canvas.getByRole('textbox', { name: /Reason for Cancellation/ })).toHaveValue('Changed my mind');
  },
};

/** The request failed without a reason: a general message shows. */
export const FailureWithoutMessage: Story = {
  args: { defaultOrderId: validOrderId, onSubmit: fn(() => Promise.reject(new Error(''))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason for Cancellation/ }), 'Changed my mind');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Cancellation Request' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Failed to submit cancellation request. Please try again.'),
    );
  },
};

/** Opened from an order's Cancel: the order is filled in; its short number, typed loosely, is taken too. */
export const TakesTheOrderNumber: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { defaultOrderId: 'SD-4821-7730' },
  play: async ({ args, canvas }) => {
    const orderId = canvas.getByRole('textbox', { name: /Order ID/ });
    await expect(orderId).toHaveValue('SD-4821-7730');
    await userEvent.clear(orderId);
    await userEvent.type(orderId, 'sd 4821 7730');
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason for Cancellation/ }), 'Ordered twice');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Cancellation Request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ orderId: 'SD-4821-7730', reason: 'Ordered twice' });
  },
};

/** The cancel order form in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The cancel order form on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
