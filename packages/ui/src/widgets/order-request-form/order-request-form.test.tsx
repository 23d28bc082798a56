// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CancelOrderForm } from '../cancel-order-form';
import { ReturnOrderForm } from '../return-order-form';

afterEach(cleanup);

const orderId = '3f9c2a71-8d4e-4b6a-9c1e-2a7b5d8e0f13';
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

describe('the shared order request form', () => {
  it('says the cancel words and sends { orderId, reason }, then clears and says so', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<CancelOrderForm onSubmit={onSubmit} />);
    await user.type(textbox(/Order ID/), orderId);
    await user.type(textbox(/Reason for Cancellation/), '  Ordered the wrong size  ');
    await user.click(screen.getByRole('button', { name: 'Submit Cancellation Request' }));
    expect(onSubmit).toHaveBeenCalledWith({ orderId, reason: 'Ordered the wrong size' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Your order cancellation request has been submitted successfully.',
      ),
    );
    expect(textbox(/Order ID/)).toHaveProperty('value', '');
    expect(textbox(/Reason for Cancellation/)).toHaveProperty('value', '');
  });

  it('says the return words and sends { orderId, reason, otherReason, agreed }, then clears and unticks', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<ReturnOrderForm onSubmit={onSubmit} defaultOrderId={orderId} />);
    expect(screen.queryByRole('textbox', { name: /Reason for Cancellation/ })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: /Reason for Return/ }), 'Other');
    await user.type(textbox(/Please specify/), ' Too small ');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the return policy/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Return Request' }));
    expect(onSubmit).toHaveBeenCalledWith({ orderId, reason: 'Other', otherReason: 'Too small', agreed: true });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your return request has been submitted successfully.'),
    );
    expect(textbox(/Order ID/)).toHaveProperty('value', '');
    expect(screen.getByRole('checkbox', { name: /I agree to the return policy/ })).toHaveProperty('checked', false);
    expect(screen.queryByRole('textbox', { name: /Please specify/ })).toBeNull();
  });

  it('keeps the values and shows the server message when the request is refused', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new Error('This order can no longer be cancelled.');
    });
    render(<CancelOrderForm onSubmit={onSubmit} defaultOrderId={orderId} labels={{ submit: 'Cancel it' }} />);
    await user.type(textbox(/Reason for Cancellation/), 'Late');
    await user.click(screen.getByRole('button', { name: 'Cancel it' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This order can no longer be cancelled.'));
    expect(textbox(/Order ID/)).toHaveProperty('value', orderId);
    expect(textbox(/Reason for Cancellation/)).toHaveProperty('value', 'Late');
  });

  it('sends nothing and focuses the first broken field when a rule fails', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<ReturnOrderForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit Return Request' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(textbox(/Order ID/)));
  });
});
