import { cva, type VariantProps } from 'class-variance-authority';

export const buttonVariants = cva(
  [
    'sd:focus-ring sd:inline-flex sd:items-center sd:justify-center sd:gap-2 sd:rounded-md sd:font-medium sd:whitespace-nowrap',
    'sd:transition-colors sd:select-none sd:cursor-pointer',
    'sd:disabled:cursor-not-allowed sd:data-[disabled]:cursor-not-allowed sd:data-[disabled]:opacity-55',
    'sd:data-[pending]:cursor-wait',
  ],
  {
    variants: {
      variant: {
        primary: 'sd:bg-brand sd:text-on-brand sd:hover:bg-brand-hover',
        secondary: 'sd:border sd:border-line-strong sd:bg-raised sd:text-fg sd:hover:bg-surface',
        ghost: 'sd:bg-transparent sd:text-fg sd:hover:bg-surface',
        danger: 'sd:bg-danger sd:text-white sd:hover:opacity-90 sd:dark:text-black',
      },
      size: {
        sm: 'sd:h-8 sd:px-3 sd:text-sm',
        md: 'sd:h-10 sd:px-4 sd:text-sm',
        lg: 'sd:h-12 sd:px-6 sd:text-base',
      },
      fullWidth: { true: 'sd:w-full', false: '' },
    },
    defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
