import { cva, type VariantProps } from 'class-variance-authority';

const centered = ['sm', 'md', 'lg'] as const;

/*
 * The overlay is the native `<dialog>` itself, shown in the top layer with `showModal()`: its UA margin, border,
 * maximum size, background and `::backdrop` are reset so it covers the visible viewport (`--visual-viewport-height`,
 * kept by the dialog) and draws the overlay colour itself.
 */
export const dialogOverlayVariants = cva(
  [
    'fixed inset-0 z-50 m-0 h-(--visual-viewport-height) max-h-none w-full max-w-none overflow-visible border-0',
    'bg-overlay outline-none',
    'open:flex backdrop:bg-transparent',
    'motion-safe:transition-opacity motion-safe:duration-200 data-[entering]:opacity-0 data-[exiting]:opacity-0',
  ],
  {
    variants: {
      size: {
        sm: '',
        md: '',
        lg: '',
        'fullscreen-on-small': '',
      },
      side: {
        center: 'items-center justify-center',
        start: 'items-stretch justify-start',
        end: 'items-stretch justify-end',
      },
    },
    compoundVariants: [
      { side: 'center', size: [...centered], className: 'p-4' },
      { side: 'center', size: 'fullscreen-on-small', className: 'p-0 sm:p-4' },
    ],
    defaultVariants: { size: 'md', side: 'center' },
  },
);

/*
 * A side sheet slides in from its edge; `start`/`end` follow the reading direction, so the translate flips in RTL.
 * Its width ignores `size`: a sheet is as tall as the screen and at most 20rem wide.
 */
export const dialogModalVariants = cva(
  'flex w-full flex-col overflow-hidden border-line bg-raised text-fg shadow-raised outline-none motion-safe:transition motion-safe:duration-200',
  {
    variants: {
      size: {
        sm: '',
        md: '',
        lg: '',
        'fullscreen-on-small': '',
      },
      side: {
        center: [
          'max-h-full border data-[entering]:scale-95 data-[entering]:opacity-0',
          'data-[exiting]:scale-95 data-[exiting]:opacity-0',
        ],
        start: [
          'h-full max-w-[min(20rem,calc(100vw-3rem))] border-e',
          'data-[entering]:-translate-x-full data-[exiting]:-translate-x-full',
          'rtl:data-[entering]:translate-x-full rtl:data-[exiting]:translate-x-full',
        ],
        end: [
          'h-full max-w-[min(20rem,calc(100vw-3rem))] border-s',
          'data-[entering]:translate-x-full data-[exiting]:translate-x-full',
          'rtl:data-[entering]:-translate-x-full rtl:data-[exiting]:-translate-x-full',
        ],
      },
    },
    compoundVariants: [
      { side: 'center', size: 'sm', className: 'max-w-sm rounded-lg' },
      { side: 'center', size: 'md', className: 'max-w-lg rounded-lg' },
      { side: 'center', size: 'lg', className: 'max-w-3xl rounded-lg' },
      {
        side: 'center',
        size: 'fullscreen-on-small',
        className: 'h-full max-w-none rounded-none sm:h-auto sm:max-w-lg sm:rounded-lg',
      },
    ],
    defaultVariants: { size: 'md', side: 'center' },
  },
);

export type DialogVariantProps = VariantProps<typeof dialogModalVariants>;
