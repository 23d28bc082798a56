import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReturnOrderForm } from '@sauda/ui';
import { validOrderId } from '../fixtures/orders';

/**
 * Lets a shopper ask to return a delivered order: the order number, a reason and agreement to the return policy.
 * Use it on the help pages and from a delivered order's Return.
 */
const meta = {
  title: 'Widgets/ReturnOrderForm',
  component: ReturnOrderForm,
  args: { onSubmit: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div className="sd:max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReturnOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function pickReason(canvasElement: HTMLElement, reason: string) {
  await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Reason for Return' }), reason);
}

/** The return order form with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const SubmitsAndClears: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Order ID/ }), validOrderId);
    await pickReason(canvasElement, 'Damaged Item');
    await expect(canvas.queryByRole('textbox', { name: /Please specify/ })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the return policy.' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Return Request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      orderId: validOrderId,
      reason: 'Damaged Item',
      otherReason: '',
      agreed: true,
    });
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Your return request has been submitted successfully.'),
    );
    await expect(canvas.getByRole('textbox', { name: /Order ID/ })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Reason for Return' })).toHaveDisplayValue('Select a reason');
    await expect(canvas.getByRole('checkbox', { name: 'I agree to the return policy.' })).not.toBeChecked();
  },
};

export const OtherNeedsSpecifying: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { defaultOrderId: validOrderId },
  play: async ({ args, canvas, canvasElement }) => {
    await pickReason(canvasElement, 'Other');
    const specify = canvas.getByRole('textbox', { name: /Please specify/ });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the return policy.' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Return Request' }));
    await expect(specify).toHaveAccessibleDescription('Please specify the reason for return.');
    await expect(specify).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(specify, 'Colour differs from the picture');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      orderId: validOrderId,
      reason: 'Other',
      otherReason: 'Colour differs from the picture',
      agreed: true,
    });
  },
};

/** A wrong order number: the message says what to fix. */
export const InvalidOrderId: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Order ID/ }), 'ORD-2024-118');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Return Request' }));
    await expect(canvas.getByRole('textbox', { name: /Order ID/ })).toHaveAccessibleDescription(
      'Invalid order ID format.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ReasonIsRequired: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { defaultOrderId: validOrderId },
  play: async ({ args, canvas, canvasElement }) => {
    const reason = canvas.getByRole('combobox', { name: 'Reason for Return' });
    await expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Damaged Item', 'Wrong Item Shipped', 'Unsatisfactory Quality', 'Changed My Mind', 'Other']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the return policy.' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Return Request' }));
    await expect(reason).toHaveAccessibleDescription('Please select a reason for return.');
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await pickReason(canvasElement, 'Changed My Mind');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Return Request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      orderId: validOrderId,
      reason: 'Changed My Mind',
      otherReason: '',
      agreed: true,
    });
  },
};

export const PolicyMustBeAccepted: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { defaultOrderId: validOrderId },
  play: async ({ args, canvas, canvasElement }) => {
    await pickReason(canvasElement, 'Wrong Item Shipped');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Return Request' }));
    const policy = canvas.getByRole('checkbox', { name: 'I agree to the return policy.' });
    await expect(policy).toHaveAccessibleDescription('Please agree to the return policy.');
    await expect(policy).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(policy).toBeChecked();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrorKeepsValues: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: {
    defaultOrderId: validOrderId,
    onSubmit: fn(() => Promise.reject(new Error('Return window of 7 days of delivery has passed.'))),
  },
  play: async ({ canvas, canvasElement }) => {
    await pickReason(canvasElement, 'Unsatisfactory Quality');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the return policy.' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Return Request' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Return window of 7 days of delivery has passed.'),
    );
    await expect(canvas.getByRole('textbox', { name: /Order ID/ })).toHaveValue(validOrderId);
    await expect(canvas.getByRole('checkbox', { name: 'I agree to the return policy.' })).toBeChecked();
  },
};

/** The return order form in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The return order form on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
