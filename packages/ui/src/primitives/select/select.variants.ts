import { cva } from 'class-variance-authority';

/**
 * The native `<select>` in the field look of TextField (height, border, radius, focus ring, error colour). The
 * platform arrow is hidden and `pe-9` leaves room for the kit's chevron at the inline end. Shared with SortSelect.
 */
export const selectTriggerVariants = cva(
  [
    'sd:focus-ring sd:flex sd:h-10 sd:w-full sd:min-w-0 sd:cursor-pointer sd:appearance-none sd:items-center sd:justify-between sd:gap-2 sd:rounded-md',
    'sd:border sd:border-muted sd:bg-raised sd:px-3 sd:pe-9 sd:text-start sd:text-sm sd:text-fg sd:transition-colors sd:hover:border-fg',
    'sd:data-[placeholder]:text-muted sd:group-data-[invalid]/field:border-danger',
    'sd:disabled:cursor-not-allowed sd:disabled:border-line sd:disabled:bg-surface sd:disabled:text-disabled',
  ],
  {
    variants: {
      /** The brand border while focused, as TextField's (red while invalid). */
      focusBorder: {
        true: 'sd:focus:border-brand sd:group-data-[invalid]/field:focus:border-danger',
        false: '',
      },
    },
    defaultVariants: { focusBorder: false },
  },
);

/** The options keep the body colour while the closed select shows its muted placeholder. */
export const selectOptionVariants = cva('sd:bg-raised sd:text-fg sd:disabled:text-disabled');

/** Holds the select and its chevron; the chevron is laid over the select's inline end. */
export const selectControlVariants = cva('sd:relative sd:w-full sd:min-w-0');

/** The chevron at the inline end (RTL-safe); clicks pass through to the select. */
export const selectIconVariants = cva([
  'sd:pointer-events-none sd:absolute sd:end-3 sd:top-1/2 sd:size-4 sd:shrink-0 sd:-translate-y-1/2 sd:text-muted',
  'sd:group-data-[disabled]/field:text-disabled',
]);
