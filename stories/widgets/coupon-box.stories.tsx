import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { cartCouponDiscount, COUPON_INVALID_MESSAGE, type Coupon } from '@sauda/commerce';
import { CouponBox, type CouponBoxProps } from '@sauda/ui';
import { cartLines, percentCoupon } from '../fixtures/cart';

const coupons: Record<string, Coupon> = {
  EID20: { ...percentCoupon, shopName: 'Khaadi Lahore' },
  BIG1000: {
    code: 'BIG1000',
    discountType: 'Flat',
    discountValue: 1000,
    minimumOrderValue: 10000,
    shopId: percentCoupon.shopId,
    shopName: 'Khaadi Lahore',
  },
  // A voucher of a shop with nothing in this cart.
  SHOES10: {
    code: 'SHOES10',
    discountType: 'Percentage',
    discountValue: 10,
    minimumOrderValue: 0,
    shopId: '0c0c0c0c-0000-4000-8000-000000000001',
    shopName: 'Ichhra Shoe Palace',
  },
};

/** Checks codes the way the checkout page does: the server's coupon, then commerce's maths. */
function Stateful(props: CouponBoxProps) {
  const [applied, setApplied] = useState<{ code: string; discount: number } | null>(
    props.appliedCode ? { code: props.appliedCode, discount: props.discount ?? 0 } : null,
  );
  const [error, setError] = useState<string | null>(props.error ?? null);
  return (
    <CouponBox
      {...props}
      appliedCode={applied?.code ?? null}
      discount={applied?.discount ?? 0}
      error={error}
      onApply={(code) => {
        props.onApply(code);
        const coupon = coupons[code.toUpperCase()];
        if (!coupon) {
          setError(COUPON_INVALID_MESSAGE);
          return;
        }
        const result = cartCouponDiscount(cartLines, coupon);
        if (result.ok) {
          setError(null);
          setApplied({ code: coupon.code, discount: result.discount });
        } else {
          setError(result.error);
        }
      }}
      onRemove={() => {
        props.onRemove();
        setApplied(null);
      }}
    />
  );
}

/**
 * A field for typing a coupon code in the cart or at checkout, with the discount once it applies. Use it where
 * shoppers type codes; to offer a shop's vouchers to tap, use VoucherChips.
 */
const meta = {
  title: 'Widgets/CouponBox',
  component: CouponBox,
  args: { onApply: fn(), onRemove: fn() },
  render: (args) => (
    <div className="sd:max-w-sm">
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof CouponBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The coupon box with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const AppliesAndRemoves: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), ' EID20 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith('EID20');
    // 20 % of the shop's Rs 3,499.
    await expect(canvas.getByRole('status')).toHaveTextContent('Coupon EID20 applied: Rs 699.80 off');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove coupon EID20' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
  },
};

/** An unknown code: the message says so. */
export const InvalidCode: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'RAMZAN50{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Invalid coupon code.'));
    await expect(field).toHaveAccessibleDescription('Invalid coupon code.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('RAMZAN50');
  },
};

/** A code for bigger orders: the message gives the minimum. */
export const BelowMinimumOrder: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'BIG1000{Enter}');
    const message = "Spend Rs 10,000 on Khaadi Lahore's items to use this voucher.";
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
    await expect(field).toHaveAccessibleDescription(message);
  },
};

/** A voucher of another shop: the message says so. */
export const VoucherOfAnotherShop: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'SHOES10{Enter}');
    const message = 'SHOES10 is a voucher of Ichhra Shoe Palace: add its items to use it.';
    // Said once: the visible line is the announcement.
    await waitFor(() => expect(canvas.getAllByText(message)).toHaveLength(1));
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
  },
};

/** No code typed: the message asks for one. */
export const EmptyCode: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a coupon code.');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Applied: the code and the discount, with a way to remove it. */
export const Applied: Story = { args: { appliedCode: 'EID20', discount: 699.8 } };

/** The server failed: the message shows under the field. */
export const ServerError: Story = { args: { error: 'Failed to apply coupon. Try again.' } };

/** While the code is checked. */
export const Applying: Story = { args: { isApplying: true } };

/** With an error, in a right-to-left page. */
export const RightToLeft: Story = { args: { error: 'Invalid coupon code.' }, globals: { dir: 'rtl' } };

/** A long applied code, on a phone. */
export const SmallScreen: Story = {
  args: { appliedCode: 'EIDMUBARAK2024', discount: 1500 },
  globals: { viewport: { value: 'phone360' } },
};
