// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VoucherChips, type VoucherChipData } from './voucher-chips';

afterEach(cleanup);

const vouchers: VoucherChipData[] = [
  { code: 'EID10', discountType: 'Percentage', discountValue: 10, minimumOrderValue: 2000 },
  { code: 'FLAT300', discountType: 'Flat', discountValue: 300, minimumOrderValue: 0 },
];

describe('VoucherChips', () => {
  it('shows each voucher and applies one with a tap', async () => {
    const onApply = vi.fn();
    render(<VoucherChips vouchers={vouchers} onApply={onApply} />);
    const group = screen.getByRole('region', { name: 'Shop vouchers' });
    expect(group).toBeTruthy();
    const eid = screen.getByRole('button', { name: /EID10/ });
    expect(eid.textContent).toContain('10% off');
    expect(eid.textContent).toContain('Min. spend Rs 2,000');
    expect(eid.getAttribute('aria-pressed')).toBe('false');
    const flat = screen.getByRole('button', { name: /FLAT300/ });
    expect(flat.textContent).toContain('Rs 300 off');
    expect(flat.textContent).toContain('No minimum spend');
    await userEvent.click(eid);
    expect(onApply).toHaveBeenCalledWith('EID10');
  });

  it('marks the applied voucher pressed and does not apply it again', async () => {
    const onApply = vi.fn();
    render(<VoucherChips vouchers={vouchers} appliedCode="eid10" onApply={onApply} />);
    const eid = screen.getByRole('button', { name: /EID10/ });
    expect(eid.getAttribute('aria-pressed')).toBe('true');
    expect(eid.textContent).toContain('Applied');
    await userEvent.click(eid);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('renders nothing without vouchers unless asked to say so', () => {
    const { container } = render(<VoucherChips vouchers={[]} onApply={() => {}} />);
    expect(container.innerHTML).toBe('');
    render(<VoucherChips vouchers={[]} onApply={() => {}} hideWhenEmpty={false} />);
    expect(screen.getByText('No vouchers right now.')).toBeTruthy();
  });
});

describe('VoucherChips refusal', () => {
  it('shows why the tapped voucher could not be applied, once and announced', () => {
    const error = "Spend Rs 2,000 on Khaadi Lahore's items to use this voucher.";
    render(<VoucherChips vouchers={vouchers} onApply={() => {}} error={error} />);
    expect(screen.getAllByText(error)).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(error);
  });
});
