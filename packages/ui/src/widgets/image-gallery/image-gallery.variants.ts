import { cva, type VariantProps } from 'class-variance-authority';

export const imageGalleryVariants = cva('flex min-w-0 flex-col gap-3 text-fg');

/**
 * The main image's frame; its aspect ratio comes from the image's width and height, so nothing shifts. It clips the
 * image, so it draws the focus ring of the zoom button inside it.
 */
export const imageGalleryStageVariants = cva([
  'group/stage relative w-full overflow-hidden rounded-lg border border-line bg-surface',
  'has-[[data-slot=image-gallery-zoom]:focus-visible]:shadow-[var(--sauda-focus-ring)]',
]);

/** Previous and next float over the stage's sides, quiet until the stage is hovered or they are focused. */
export const imageGalleryNavVariants = cva(
  [
    'absolute top-1/2 z-10 -translate-y-1/2 shadow-raised transition-opacity',
    '[@media(hover:hover)]:opacity-80 [@media(hover:hover)]:group-hover/stage:opacity-100',
  ],
  {
    variants: {
      side: {
        previous: 'start-3',
        next: 'end-3',
      },
    },
  },
);

export const imageGalleryThumbnailVariants = cva(
  [
    'focus-ring block size-16 shrink-0 cursor-pointer overflow-hidden rounded-md border-2 bg-surface sm:size-18',
    'transition-[border-color,opacity]',
  ],
  {
    variants: {
      selected: {
        true: 'border-brand',
        false: 'border-transparent opacity-80 hover:border-line-strong hover:opacity-100',
      },
    },
    defaultVariants: { selected: false },
  },
);

export type ImageGalleryThumbnailVariantProps = VariantProps<typeof imageGalleryThumbnailVariants>;
