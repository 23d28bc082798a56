import { cva, type VariantProps } from 'class-variance-authority';

/*
 * Field parts shared by TextField, TextArea, Select, Checkbox and RadioGroup, so every form control of the kit
 * lines up. Control borders use `border-muted`: `line-strong` is below the 3:1 that WCAG 1.4.11 asks of a control's
 * boundary in the light theme.
 */

export const fieldVariants = cva('group/field flex min-w-0 flex-col gap-1.5 text-fg');

export const fieldLabelVariants = cva('w-fit text-sm font-medium text-fg', {
  variants: {
    hidden: { true: 'sr-only', false: '' },
  },
  defaultVariants: { hidden: false },
});

export const fieldRequiredMarkerVariants = cva('ms-0.5 text-danger');

export const fieldDescriptionVariants = cva('text-sm text-muted');

export const fieldErrorVariants = cva('text-sm font-medium text-danger');

/** The field boundary: it holds the prefix and the input, and shows hover, focus, invalid and disabled states. */
export const fieldControlVariants = cva(
  [
    'focus-ring flex w-full min-w-0 gap-2 rounded-md border border-muted bg-raised px-3 text-sm text-fg',
    'transition-colors data-[hovered]:border-fg data-[focus-within]:border-brand',
    'data-[invalid]:border-danger data-[invalid]:data-[focus-within]:border-danger',
    'data-[disabled]:cursor-not-allowed data-[disabled]:border-line data-[disabled]:bg-surface',
    'group-data-[readonly]/field:bg-surface',
  ],
  {
    variants: {
      multiline: {
        true: 'items-start py-2',
        false: 'h-10 items-center',
      },
    },
    defaultVariants: { multiline: false },
  },
);

export const fieldInputVariants = cva(
  [
    'min-w-0 flex-1 bg-transparent text-fg outline-none placeholder:text-muted',
    'disabled:cursor-not-allowed disabled:text-disabled',
  ],
  {
    variants: {
      multiline: {
        true: 'min-h-16 resize-y leading-6',
        false: 'h-full',
      },
    },
    defaultVariants: { multiline: false },
  },
);

export const fieldPrefixVariants = cva('shrink-0 border-e border-line pe-2 text-muted select-none', {
  variants: {
    multiline: {
      true: 'leading-6',
      false: '',
    },
  },
  defaultVariants: { multiline: false },
});

export type FieldControlVariantProps = VariantProps<typeof fieldControlVariants>;
