import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { COUPON_INVALID_MESSAGE, couponDiscount, couponOrderValue, type Coupon } from '@sauda/commerce';
import { CouponBox, type CouponBoxProps } from '@sauda/ui';
import { cartLines, percentCoupon } from '../fixtures/cart';

const coupons: Record<string, Coupon> = {
  EID20: percentCoupon,
  BIG1000: { code: 'BIG1000', discountType: 'Flat', discountValue: 1000, minimumOrderValue: 10000 },
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
        const result = couponDiscount(coupon, couponOrderValue(cartLines, coupon));
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

const meta = {
  title: 'Widgets/CouponBox',
  component: CouponBox,
  args: { onApply: fn(), onRemove: fn() },
  render: (args) => (
    <div className="max-w-sm">
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof CouponBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AppliesAndRemoves: Story = {
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

export const BelowMinimumOrder: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'BIG1000{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Order total for the shop must be at least 10000 to use this coupon.',
      ),
    );
  },
};

export const EmptyCode: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a coupon code.');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Applied: Story = { args: { appliedCode: 'EID20', discount: 699.8 } };

export const ServerError: Story = { args: { error: 'Failed to apply coupon. Try again.' } };

export const Applying: Story = { args: { isApplying: true } };

export const RightToLeft: Story = { args: { error: 'Invalid coupon code.' }, globals: { dir: 'rtl' } };

export const SmallScreen: Story = {
  args: { appliedCode: 'EIDMUBARAK2024', discount: 1500 },
  globals: { viewport: { value: 'phone360' } },
};
