import { cva, type VariantProps } from 'class-variance-authority';

/*
 * Field parts shared by TextField, TextArea, Select, Checkbox and RadioGroup, so every form control of the kit
 * lines up. Control borders use `border-muted`: `line-strong` is below the 3:1 that WCAG 1.4.11 asks of a control's
 * boundary in the light theme.
 */

export const fieldVariants = cva('sd:group/field sd:flex sd:min-w-0 sd:flex-col sd:gap-1.5 sd:text-fg');

export const fieldLabelVariants = cva('sd:w-fit sd:text-sm sd:font-medium sd:text-fg', {
  variants: {
    hidden: { true: 'sd:sr-only', false: '' },
  },
  defaultVariants: { hidden: false },
});

export const fieldRequiredMarkerVariants = cva('sd:ms-0.5 sd:text-danger');

export const fieldDescriptionVariants = cva('sd:text-sm sd:text-muted');

export const fieldErrorVariants = cva('sd:text-sm sd:font-medium sd:text-danger');

/** The field boundary: it holds the prefix and the input, and shows hover, focus, invalid and disabled states. */
export const fieldControlVariants = cva(
  [
    'sd:focus-ring sd:flex sd:w-full sd:min-w-0 sd:gap-2 sd:rounded-md sd:border sd:border-muted sd:bg-raised sd:px-3 sd:text-sm sd:text-fg',
    'sd:transition-colors sd:data-[hovered]:border-fg sd:data-[focus-within]:border-brand',
    'sd:data-[invalid]:border-danger sd:data-[invalid]:data-[focus-within]:border-danger',
    'sd:data-[disabled]:cursor-not-allowed sd:data-[disabled]:border-line sd:data-[disabled]:bg-surface',
    'sd:group-data-[readonly]/field:bg-surface',
  ],
  {
    variants: {
      multiline: {
        true: 'sd:items-start sd:py-2',
        false: 'sd:h-10 sd:items-center',
      },
    },
    defaultVariants: { multiline: false },
  },
);

export const fieldInputVariants = cva(
  [
    'sd:min-w-0 sd:flex-1 sd:bg-transparent sd:text-fg sd:outline-none sd:placeholder:text-muted',
    'sd:disabled:cursor-not-allowed sd:disabled:text-disabled',
  ],
  {
    variants: {
      multiline: {
        true: 'sd:min-h-16 sd:resize-y sd:leading-6',
        false: 'sd:h-full',
      },
    },
    defaultVariants: { multiline: false },
  },
);

export const fieldPrefixVariants = cva('sd:shrink-0 sd:border-e sd:border-line sd:pe-2 sd:text-muted sd:select-none', {
  variants: {
    multiline: {
      true: 'sd:leading-6',
      false: '',
    },
  },
  defaultVariants: { multiline: false },
});

export type FieldControlVariantProps = VariantProps<typeof fieldControlVariants>;
