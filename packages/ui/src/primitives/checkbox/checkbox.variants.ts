import { cva } from 'class-variance-authority';

export const checkboxVariants = cva('sd:flex sd:min-w-0 sd:flex-col sd:gap-1 sd:text-fg');

/** The clickable label: box plus text. */
export const checkboxControlVariants = cva([
  'sd:focus-ring sd:group/checkbox sd:inline-flex sd:w-fit sd:max-w-full sd:cursor-pointer sd:items-start sd:gap-2 sd:rounded-sm sd:text-sm',
  'sd:data-[disabled]:cursor-not-allowed sd:data-[readonly]:cursor-default',
]);

export const checkboxBoxVariants = cva([
  'sd:mt-0.5 sd:flex sd:size-4 sd:shrink-0 sd:items-center sd:justify-center sd:rounded-sm sd:border sd:border-muted sd:bg-raised sd:text-on-brand',
  'sd:transition-colors sd:group-data-[hovered]/checkbox:border-fg',
  'sd:group-data-[selected]/checkbox:border-brand sd:group-data-[selected]/checkbox:bg-brand',
  'sd:group-data-[indeterminate]/checkbox:border-brand sd:group-data-[indeterminate]/checkbox:bg-brand',
  'sd:group-data-[invalid]/checkbox:border-danger',
  'sd:group-data-[disabled]/checkbox:opacity-55',
]);

export const checkboxLabelVariants = cva('sd:min-w-0 sd:group-data-[disabled]/checkbox:text-disabled');

/** Description and error line up with the label text, after the box. */
export const checkboxHelpVariants = cva('sd:ps-6 sd:text-sm', {
  variants: {
    tone: {
      description: 'sd:text-muted',
      error: 'sd:font-medium sd:text-danger',
    },
  },
  defaultVariants: { tone: 'description' },
});
