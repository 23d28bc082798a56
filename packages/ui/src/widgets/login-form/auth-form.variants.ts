import { cva, type VariantProps } from 'class-variance-authority';

/** The frame every account-access form shares: a raised card, or plain for pages that bring their own. */
export const authFormVariants = cva('sd:mx-auto sd:flex sd:w-full sd:max-w-md sd:flex-col sd:gap-5 sd:text-fg', {
  variants: {
    variant: {
      card: 'sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:px-4 sd:py-6 sd:shadow-raised sd:sm:p-8',
      plain: '',
    },
  },
  defaultVariants: { variant: 'card' },
});

/** A message box inside the form: the server's error, or what happened after a successful send. */
export const authCalloutVariants = cva(
  'sd:flex sd:items-start sd:gap-2 sd:rounded-md sd:border sd:px-3 sd:py-2.5 sd:text-sm sd:font-medium sd:text-start sd:outline-none',
  {
    variants: {
      tone: {
        danger: 'sd:border-danger sd:bg-danger-subtle sd:text-danger',
        success: 'sd:border-success sd:bg-success-subtle sd:text-success',
      },
    },
    defaultVariants: { tone: 'danger' },
  },
);

export type AuthFormVariantProps = VariantProps<typeof authFormVariants>;
