import { cva } from 'class-variance-authority';

/**
 * The native `<select>` in the field look of TextField (height, border, radius, focus ring, error colour). The
 * platform arrow is hidden and `pe-9` leaves room for the kit's chevron at the inline end. Shared with SortSelect.
 */
export const selectTriggerVariants = cva(
  [
    'focus-ring flex h-10 w-full min-w-0 cursor-pointer appearance-none items-center justify-between gap-2 rounded-md',
    'border border-muted bg-raised px-3 pe-9 text-start text-sm text-fg transition-colors hover:border-fg',
    'data-[placeholder]:text-muted group-data-[invalid]/field:border-danger',
    'disabled:cursor-not-allowed disabled:border-line disabled:bg-surface disabled:text-disabled',
  ],
  {
    variants: {
      /** The brand border while focused, as TextField's (red while invalid). */
      focusBorder: {
        true: 'focus:border-brand group-data-[invalid]/field:focus:border-danger',
        false: '',
      },
    },
    defaultVariants: { focusBorder: false },
  },
);

/** The options keep the body colour while the closed select shows its muted placeholder. */
export const selectOptionVariants = cva('bg-raised text-fg disabled:text-disabled');

/** Holds the select and its chevron; the chevron is laid over the select's inline end. */
export const selectControlVariants = cva('relative w-full min-w-0');

/** The chevron at the inline end (RTL-safe); clicks pass through to the select. */
export const selectIconVariants = cva([
  'pointer-events-none absolute end-3 top-1/2 size-4 shrink-0 -translate-y-1/2 text-muted',
  'group-data-[disabled]/field:text-disabled',
]);
