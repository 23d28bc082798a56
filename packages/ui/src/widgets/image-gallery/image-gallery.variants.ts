import { cva, type VariantProps } from 'class-variance-authority';

export const imageGalleryVariants = cva('sd:flex sd:min-w-0 sd:flex-col sd:gap-3 sd:text-fg');

/**
 * The main image's frame; its aspect ratio comes from the image's width and height, so nothing shifts. It clips the
 * image, so it draws the focus ring of the zoom button inside it.
 */
export const imageGalleryStageVariants = cva([
  'sd:group/stage sd:relative sd:w-full sd:overflow-hidden sd:rounded-lg sd:border sd:border-line sd:bg-surface',
  'sd:has-[[data-slot=image-gallery-zoom]:focus-visible]:shadow-[var(--sauda-focus-ring)]',
]);

/** Previous and next float over the stage's sides, quiet until the stage is hovered or they are focused. */
export const imageGalleryNavVariants = cva(
  [
    'sd:absolute sd:top-1/2 sd:z-10 sd:-translate-y-1/2 sd:shadow-raised sd:transition-opacity',
    'sd:[@media(hover:hover)]:opacity-80 sd:[@media(hover:hover)]:group-hover/stage:opacity-100',
  ],
  {
    variants: {
      side: {
        previous: 'sd:start-3',
        next: 'sd:end-3',
      },
    },
  },
);

export const imageGalleryThumbnailVariants = cva(
  [
    'sd:focus-ring sd:block sd:size-16 sd:shrink-0 sd:cursor-pointer sd:overflow-hidden sd:rounded-md sd:border-2 sd:bg-surface sd:sm:size-18',
    'sd:transition-[border-color,opacity]',
  ],
  {
    variants: {
      selected: {
        true: 'sd:border-brand',
        false: 'sd:border-transparent sd:opacity-80 sd:hover:border-line-strong sd:hover:opacity-100',
      },
    },
    defaultVariants: { selected: false },
  },
);

export type ImageGalleryThumbnailVariantProps = VariantProps<typeof imageGalleryThumbnailVariants>;
