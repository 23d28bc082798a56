import { cva } from 'class-variance-authority';

export const radioGroupVariants = cva('group/field flex min-w-0 flex-col gap-2 text-fg');

export const radioGroupOptionsVariants = cva('flex', {
  variants: {
    orientation: {
      vertical: 'flex-col gap-3',
      horizontal: 'flex-row flex-wrap gap-x-6 gap-y-3',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radioVariants = cva('flex min-w-0 flex-col gap-0.5');

/** The clickable label: circle plus text. */
export const radioControlVariants = cva([
  'focus-ring group/radio inline-flex w-fit max-w-full cursor-pointer items-start gap-2 rounded-sm text-sm text-fg',
  'data-[disabled]:cursor-not-allowed data-[readonly]:cursor-default',
]);

export const radioCircleVariants = cva([
  'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-muted bg-raised',
  'transition-colors group-data-[hovered]/radio:border-fg group-data-[selected]/radio:border-brand',
  'group-data-[invalid]/radio:border-danger group-data-[disabled]/radio:opacity-55',
]);

export const radioDotVariants = cva(
  'size-2 rounded-full bg-brand opacity-0 transition-opacity group-data-[selected]/radio:opacity-100',
);

export const radioLabelVariants = cva('min-w-0 group-data-[disabled]/radio:text-disabled');

/** An option's description lines up with its label, after the circle. */
export const radioDescriptionVariants = cva('ps-6 text-sm text-muted');
