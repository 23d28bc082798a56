import { cva, type VariantProps } from 'class-variance-authority';

/** One voucher: a ticket with a dashed edge; applied, it fills with the success colour. */
export const voucherChipVariants = cva(
  [
    'sd:focus-ring sd:flex sd:min-w-0 sd:max-w-full sd:cursor-pointer sd:items-center sd:gap-3 sd:rounded-md sd:border sd:border-dashed sd:px-3 sd:py-2',
    'sd:text-start sd:text-fg sd:transition-colors sd:disabled:cursor-wait',
  ],
  {
    variants: {
      applied: {
        false: 'sd:border-brand/60 sd:bg-brand-subtle sd:hover:border-brand',
        true: 'sd:border-success sd:bg-success-subtle',
      },
    },
    defaultVariants: { applied: false },
  },
);

/** The chip's action text: the brand colour to apply, the success colour once applied. */
export const voucherChipActionVariants = cva('sd:shrink-0 sd:text-sm sd:font-semibold', {
  variants: { applied: { false: 'sd:text-brand', true: 'sd:text-success' } },
  defaultVariants: { applied: false },
});

export type VoucherChipVariantProps = VariantProps<typeof voucherChipVariants>;
