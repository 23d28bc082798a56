import { cva } from 'class-variance-authority';

export const checkboxVariants = cva('flex min-w-0 flex-col gap-1 text-fg');

/** The clickable label: box plus text. */
export const checkboxControlVariants = cva([
  'focus-ring group/checkbox inline-flex w-fit max-w-full cursor-pointer items-start gap-2 rounded-sm text-sm',
  'data-[disabled]:cursor-not-allowed data-[readonly]:cursor-default',
]);

export const checkboxBoxVariants = cva([
  'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-sm border border-muted bg-raised text-on-brand',
  'transition-colors group-data-[hovered]/checkbox:border-fg',
  'group-data-[selected]/checkbox:border-brand group-data-[selected]/checkbox:bg-brand',
  'group-data-[indeterminate]/checkbox:border-brand group-data-[indeterminate]/checkbox:bg-brand',
  'group-data-[invalid]/checkbox:border-danger',
  'group-data-[disabled]/checkbox:opacity-55',
]);

export const checkboxLabelVariants = cva('min-w-0 group-data-[disabled]/checkbox:text-disabled');

/** Description and error line up with the label text, after the box. */
export const checkboxHelpVariants = cva('ps-6 text-sm', {
  variants: {
    tone: {
      description: 'text-muted',
      error: 'font-medium text-danger',
    },
  },
  defaultVariants: { tone: 'description' },
});
