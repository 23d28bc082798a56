// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CouponBox } from './coupon-box';

afterEach(cleanup);

describe('CouponBox refusal', () => {
  it('shows the message once, as the field description and the announcement', () => {
    const message = 'EID10 is a voucher of Khaadi Lahore: add its items to use it.';
    render(<CouponBox onApply={() => {}} onRemove={() => {}} error={message} />);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(message);
    const field = screen.getByRole('textbox', { name: 'Coupon code' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
  });
});
