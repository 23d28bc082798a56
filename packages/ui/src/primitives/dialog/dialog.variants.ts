import { cva, type VariantProps } from 'class-variance-authority';

const centered = ['sm', 'md', 'lg'] as const;

/*
 * The overlay is the native `<dialog>` itself, shown in the top layer with `showModal()`: its UA margin, border,
 * maximum size, background and `::backdrop` are reset so it covers the visible viewport (`--visual-viewport-height`,
 * kept by the dialog) and draws the overlay colour itself.
 */
export const dialogOverlayVariants = cva(
  [
    'sd:fixed sd:inset-0 sd:z-50 sd:m-0 sd:h-(--visual-viewport-height) sd:max-h-none sd:w-full sd:max-w-none sd:overflow-visible sd:border-0',
    'sd:bg-overlay sd:outline-none',
    'sd:open:flex sd:backdrop:bg-transparent',
    'sd:motion-safe:transition-opacity sd:motion-safe:duration-200 sd:data-[entering]:opacity-0 sd:data-[exiting]:opacity-0',
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
        center: 'sd:items-center sd:justify-center',
        start: 'sd:items-stretch sd:justify-start',
        end: 'sd:items-stretch sd:justify-end',
      },
    },
    compoundVariants: [
      { side: 'center', size: [...centered], className: 'sd:p-4' },
      { side: 'center', size: 'fullscreen-on-small', className: 'sd:p-0 sd:sm:p-4' },
    ],
    defaultVariants: { size: 'md', side: 'center' },
  },
);

/*
 * A side sheet slides in from its edge; `start`/`end` follow the reading direction, so the translate flips in RTL.
 * Its width ignores `size`: a sheet is as tall as the screen and at most 20rem wide.
 */
export const dialogModalVariants = cva(
  'sd:flex sd:w-full sd:flex-col sd:overflow-hidden sd:border-line sd:bg-raised sd:text-fg sd:shadow-raised sd:outline-none sd:motion-safe:transition sd:motion-safe:duration-200',
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
          'sd:max-h-full sd:border sd:data-[entering]:scale-95 sd:data-[entering]:opacity-0',
          'sd:data-[exiting]:scale-95 sd:data-[exiting]:opacity-0',
        ],
        start: [
          'sd:h-full sd:max-w-[min(20rem,calc(100vw-3rem))] sd:border-e',
          'sd:data-[entering]:-translate-x-full sd:data-[exiting]:-translate-x-full',
          'sd:rtl:data-[entering]:translate-x-full sd:rtl:data-[exiting]:translate-x-full',
        ],
        end: [
          'sd:h-full sd:max-w-[min(20rem,calc(100vw-3rem))] sd:border-s',
          'sd:data-[entering]:translate-x-full sd:data-[exiting]:translate-x-full',
          'sd:rtl:data-[entering]:-translate-x-full sd:rtl:data-[exiting]:-translate-x-full',
        ],
      },
    },
    compoundVariants: [
      { side: 'center', size: 'sm', className: 'sd:max-w-sm sd:rounded-lg' },
      { side: 'center', size: 'md', className: 'sd:max-w-lg sd:rounded-lg' },
      { side: 'center', size: 'lg', className: 'sd:max-w-3xl sd:rounded-lg' },
      {
        side: 'center',
        size: 'fullscreen-on-small',
        className: 'sd:h-full sd:max-w-none sd:rounded-none sd:sm:h-auto sd:sm:max-w-lg sd:sm:rounded-lg',
      },
    ],
    defaultVariants: { size: 'md', side: 'center' },
  },
);

export type DialogVariantProps = VariantProps<typeof dialogModalVariants>;
