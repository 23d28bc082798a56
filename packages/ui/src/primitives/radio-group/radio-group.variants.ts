import { cva } from 'class-variance-authority';

export const radioGroupVariants = cva('sd:group/field sd:flex sd:min-w-0 sd:flex-col sd:gap-2 sd:text-fg');

export const radioGroupOptionsVariants = cva('sd:flex', {
  variants: {
    orientation: {
      vertical: 'sd:flex-col sd:gap-3',
      horizontal: 'sd:flex-row sd:flex-wrap sd:gap-x-6 sd:gap-y-3',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radioVariants = cva('sd:flex sd:min-w-0 sd:flex-col sd:gap-0.5');

/** The clickable label: circle plus text. */
export const radioControlVariants = cva([
  'sd:focus-ring sd:group/radio sd:inline-flex sd:w-fit sd:max-w-full sd:cursor-pointer sd:items-start sd:gap-2 sd:rounded-sm sd:text-sm sd:text-fg',
  'sd:data-[disabled]:cursor-not-allowed sd:data-[readonly]:cursor-default',
]);

export const radioCircleVariants = cva([
  'sd:mt-0.5 sd:flex sd:size-4 sd:shrink-0 sd:items-center sd:justify-center sd:rounded-full sd:border sd:border-muted sd:bg-raised',
  'sd:transition-colors sd:group-data-[hovered]/radio:border-fg sd:group-data-[selected]/radio:border-brand',
  'sd:group-data-[invalid]/radio:border-danger sd:group-data-[disabled]/radio:opacity-55',
]);

export const radioDotVariants = cva(
  'sd:size-2 sd:rounded-full sd:bg-brand sd:opacity-0 sd:transition-opacity sd:group-data-[selected]/radio:opacity-100',
);

export const radioLabelVariants = cva('sd:min-w-0 sd:group-data-[disabled]/radio:text-disabled');

/** An option's description lines up with its label, after the circle. */
export const radioDescriptionVariants = cva('sd:ps-6 sd:text-sm sd:text-muted');
