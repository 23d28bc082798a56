import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VoucherChips, type VoucherChipData, type VoucherChipsProps } from '@sauda/ui';

const vouchers: VoucherChipData[] = [
  { code: 'SAUDA15', discountType: 'Percentage', discountValue: 15, minimumOrderValue: 0 },
  { code: 'EID10', discountType: 'Percentage', discountValue: 10, minimumOrderValue: 2000 },
  { code: 'FLAT300', discountType: 'Flat', discountValue: 300, minimumOrderValue: 3000 },
];

/** Applies a tapped voucher the way the storefront does: the tapped one becomes the applied one. */
function Stateful(props: VoucherChipsProps) {
  const [applied, setApplied] = useState(props.appliedCode ?? null);
  return (
    <VoucherChips
      {...props}
      appliedCode={applied}
      onApply={(code) => {
        props.onApply(code);
        setApplied(code);
      }}
    />
  );
}

/**
 * A shop's vouchers as chips the shopper taps to apply, each with its discount and minimum order. Use them in the
 * cart; for typed codes use CouponBox.
 */
const meta = {
  title: 'Widgets/VoucherChips',
  component: VoucherChips,
  args: { vouchers, onApply: fn() },
  render: (args) => (
    <div className="sd:max-w-2xl">
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof VoucherChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The voucher chips with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const AppliesWithOneTap: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('region', { name: 'Shop vouchers' });
    const eid = within(group).getByRole('button', { name: /EID10/ });
    await expect(eid).toHaveAccessibleName('10% off Min. spend Rs 2,000 EID10');
    await expect(eid).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(eid);
    await expect(args.onApply).toHaveBeenCalledWith('EID10');
    await expect(eid).toHaveAttribute('aria-pressed', 'true');
    await expect(eid).toHaveTextContent('Applied');
    // Another voucher replaces it: an order takes one coupon.
    const flat = canvas.getByRole('button', { name: /FLAT300/ });
    flat.focus();
    await userEvent.keyboard('{Enter}');
    await expect(flat).toHaveAttribute('aria-pressed', 'true');
    await expect(eid).toHaveAttribute('aria-pressed', 'false');
  },
};

/** One voucher applied. */
export const Applied: Story = { args: { appliedCode: 'EID10' } };

/** While a voucher is applied. */
export const Applying: Story = { args: { pendingCode: 'FLAT300' } };

/** No vouchers, with the row kept on screen. */
export const Empty: Story = {
  args: { vouchers: [], hideWhenEmpty: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No vouchers right now.')).toBeVisible();
  },
};

/** Long codes and amounts. */
export const LongNames: Story = {
  args: {
    vouchers: [
      { code: 'EIDMUBARAKLAWNFESTIVAL2026', discountType: 'Flat', discountValue: 12500, minimumOrderValue: 125000 },
      ...vouchers,
    ],
    labels: { heading: 'Vouchers of Dawlance Appliances (Private) Limited, Gulberg Lahore' },
  },
};

/** The voucher chips in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { args: { appliedCode: 'SAUDA15' }, globals: { dir: 'rtl' } };

/** The voucher chips on a 360 px wide phone. */
export const SmallScreen: Story = {
  args: { appliedCode: 'EID10' },
  globals: { viewport: { value: 'phone360' } },
};
