import {
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  forwardRef,
  type ComponentPropsWithoutRef,
} from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { fetchPriorityProp } from '../../lib/fetch-priority';
import { ResponsiveImg } from '../../lib/responsive-image';
import { IconButton } from '../../primitives/icon-button/icon-button';
import { NativeDialog } from '../../primitives/native-dialog/native-dialog';
import { ChevronIcon, NoImageIcon, ZoomIcon } from './gallery-icons';
import {
  imageGalleryNavVariants,
  imageGalleryStageVariants,
  imageGalleryThumbnailVariants,
  imageGalleryVariants,
} from './image-gallery.variants';
import { inlineArrowStep, isRightToLeft } from '../../lib/reading-direction';
import { imageGalleryTexts } from './texts/en';

// The stage spans the phone's width, then half of the product page's 80 rem.
const STAGE_SIZES = '(min-width: 64rem) 40rem, 100vw';

/**
 * Texts of an `ImageGallery`; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. Indexes
 * are 1-based.
 */
export interface ImageGalleryLabels {
  /** Accessible name of the gallery. @default (name) => `Images of ${name}` */
  gallery?: (productName: string) => string;
  /** The image's description. @default (name, index, total) => `${name}, image ${index} of ${total}` */
  image?: (productName: string, index: number, total: number) => string;
  /** Accessible name of the main image, which opens the zoom dialog. @default (index, total) => `View image ${index} of ${total} full size` */
  zoom?: (index: number, total: number) => string;
  /** Accessible name of the thumbnail list. @default 'Choose an image' */
  thumbnails?: string;
  /** Accessible name of a thumbnail. @default (index, total) => `Image ${index} of ${total}` */
  thumbnail?: (index: number, total: number) => string;
  /** @default 'Previous image' */
  previous?: string;
  /** @default 'Next image' */
  next?: string;
  /** @default 'Close' */
  close?: string;
  /** Shown when the product has no images. @default 'No image available' */
  noImage?: string;
}

export interface ImageGalleryProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Image URLs; the first is the cover. Empty shows a placeholder. */
  images: readonly string[];
  /** The product's name, for the images' descriptions. */
  productName: string;
  /** The shown image's index (controlled), e.g. switched by the page when a colour variant is picked. */
  selectedIndex?: number;
  /**
   * The image shown first (uncontrolled).
   * @default 0
   */
  defaultSelectedIndex?: number;
  /** Called with the index the shopper picks (thumbnail, previous/next, swipe, arrow keys in the zoom dialog). */
  onSelectedIndexChange?: (index: number) => void;
  /**
   * Intrinsic width of the images in px; with `height` it fixes the frame's aspect ratio so nothing shifts.
   * @default 800
   */
  width?: number;
  /**
   * Intrinsic height of the images in px.
   * @default 800
   */
  height?: number;
  /**
   * The gallery is the page's main content above the fold (the product page's largest paint): the first image
   * loads eagerly with `fetchpriority="high"`. Otherwise every image is lazy.
   * @default false
   */
  priority?: boolean;
  /** Texts of the gallery, each replacing the language's own (English by default, `ImageGalleryLabels`). */
  labels?: ImageGalleryLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const SWIPE_PX = 40;

/**
 * A product's images (legacy contract §5): the main image in a fixed-ratio frame, previous/next buttons, a swipe on
 * touch screens, thumbnails as one tab stop (arrow keys, Home and End move, Enter or Space show; the shown one is
 * `aria-current`), and a zoom dialog with the full-size image (Escape closes; focus returns to the main image).
 *
 * Other props are the root `<section>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const ImageGallery = /* @__PURE__ */ forwardRef<HTMLElement, ImageGalleryProps>(function ImageGallery(
  {
    images,
    productName,
    selectedIndex,
    defaultSelectedIndex = 0,
    onSelectedIndexChange,
    width = 800,
    height = 800,
    priority = false,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const text = useTexts(imageGalleryTexts, labels);
  const total = images.length;
  const [uncontrolled, setUncontrolled] = useState(defaultSelectedIndex);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [isZoomed, setIsZoomed] = useState(false);
  const zoomRef = useRef<HTMLButtonElement>(null);
  const thumbsRef = useRef<HTMLUListElement>(null);
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);
  const current = total === 0 ? 0 : Math.min(Math.max(Math.trunc(selectedIndex ?? uncontrolled), 0), total - 1);
  const src = images[current];
  const stageStyle = { aspectRatio: `${width} / ${height}` };

  const select = (index: number) => {
    const next = ((index % total) + total) % total;
    if (selectedIndex === undefined) setUncontrolled(next);
    if (next !== current) onSelectedIndexChange?.(next);
  };

  const onThumbKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const from = focusIndex ?? current;
    const step = inlineArrowStep(event.key, event.currentTarget);
    let to: number;
    if (step === 1 || event.key === 'ArrowDown') to = (from + 1) % total;
    else if (step === -1 || event.key === 'ArrowUp') to = (from - 1 + total) % total;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = total - 1;
    else return;
    event.preventDefault();
    setFocusIndex(to);
    thumbsRef.current?.querySelectorAll('button')[to]?.focus();
  };

  const onPointerDown = (event: PointerEvent) => {
    swiped.current = false;
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) < SWIPE_PX) return;
    swiped.current = true;
    select(current + (dx < 0 !== isRightToLeft(event.currentTarget) ? 1 : -1));
  };

  if (src === undefined) {
    return (
      <div data-slot="image-gallery" data-state="empty" className={cx(imageGalleryVariants(), className)}>
        <div
          data-slot="image-gallery-placeholder"
          style={stageStyle}
          className={cx(
            imageGalleryStageVariants(),
            'sd:flex sd:flex-col sd:items-center sd:justify-center sd:gap-2 sd:text-muted',
          )}
        >
          <NoImageIcon />
          <span className="sd:text-sm">{text.noImage}</span>
        </div>
      </div>
    );
  }

  const isFirst = priority && current === 0;
  const navButton = (side: 'previous' | 'next') => (
    <IconButton
      label={side === 'previous' ? text.previous : text.next}
      variant="secondary"
      shape="round"
      onClick={() => select(current + (side === 'next' ? 1 : -1))}
      className={imageGalleryNavVariants({ side })}
    >
      <ChevronIcon direction={side} />
    </IconButton>
  );

  return (
    <section
      {...rest}
      ref={ref}
      data-slot="image-gallery"
      data-state="ready"
      aria-label={text.gallery(productName)}
      className={cx(imageGalleryVariants(), className)}
    >
      <div data-slot="image-gallery-stage" style={stageStyle} className={imageGalleryStageVariants()}>
        {/* The image is not inside the zoom button: a button named by its aria-label must not also carry the image's
            alt text as content (axe/Lighthouse label-content-name-mismatch). The button covers the image instead. */}
        <ResponsiveImg
          data-slot="image-gallery-image"
          src={src}
          sizes={STAGE_SIZES}
          // The server preloads the first picture by its plain URL.
          single={isFirst}
          alt={text.image(productName, current + 1, total)}
          width={width}
          height={height}
          loading={isFirst ? 'eager' : 'lazy'}
          {...fetchPriorityProp(isFirst ? 'high' : undefined)}
          decoding="async"
          draggable={false}
          className="sd:size-full sd:object-contain"
        />
        <button
          ref={zoomRef}
          type="button"
          data-slot="image-gallery-zoom"
          aria-label={text.zoom(current + 1, total)}
          aria-haspopup="dialog"
          onClick={() => {
            if (!swiped.current) setIsZoomed(true);
          }}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
          className="sd:absolute sd:inset-0 sd:block sd:cursor-zoom-in sd:touch-pan-y sd:outline-none"
        />
        {/* Outside the button too (its text is not the button's name); clicks pass through to the button. */}
        <span
          aria-hidden
          className="sd:pointer-events-none sd:absolute sd:end-3 sd:bottom-3 sd:inline-flex sd:items-center sd:gap-1.5 sd:rounded-full sd:bg-raised/90 sd:px-2.5 sd:py-1 sd:text-xs sd:font-medium sd:text-fg sd:shadow-raised"
        >
          <ZoomIcon />
          {/* Left to right in either direction: in a right-to-left page the bidi algorithm would show "1 / 3" as "3 / 1". */}
          <span data-slot="image-gallery-counter" dir="ltr" className="sd:tabular-nums">
            {current + 1} / {total}
          </span>
        </span>
        {total > 1 && (
          <>
            {navButton('previous')}
            {navButton('next')}
          </>
        )}
      </div>
      <span aria-live="polite" className="sd:sr-only">
        {text.thumbnail(current + 1, total)}
      </span>
      {total > 1 && (
        <ul
          ref={thumbsRef}
          data-slot="image-gallery-thumbnails"
          aria-label={text.thumbnails}
          className="sd:-m-1 sd:flex sd:gap-2 sd:overflow-x-auto sd:p-1"
        >
          {images.map((image, index) => (
            <li key={`${index}-${image}`} className="sd:flex">
              <button
                type="button"
                data-slot="image-gallery-thumbnail"
                aria-label={text.thumbnail(index + 1, total)}
                aria-current={index === current ? 'true' : undefined}
                tabIndex={index === (focusIndex ?? current) ? 0 : -1}
                onFocus={() => setFocusIndex(index)}
                onKeyDown={onThumbKeyDown}
                onBlur={(event) => {
                  if (!thumbsRef.current?.contains(event.relatedTarget)) setFocusIndex(null);
                }}
                onClick={() => select(index)}
                className={imageGalleryThumbnailVariants({ selected: index === current })}
              >
                <ResponsiveImg
                  src={image}
                  sizes="4.5rem"
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  className="sd:size-full sd:object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <NativeDialog
        isOpen={isZoomed}
        title={text.thumbnail(current + 1, total)}
        closeLabel={text.close}
        size="xl"
        onStep={total > 1 ? (step) => select(current + step) : undefined}
        onClose={() => {
          setIsZoomed(false);
          zoomRef.current?.focus();
        }}
      >
        <ResponsiveImg
          data-slot="image-gallery-full-image"
          src={src}
          sizes="100vw"
          alt={text.image(productName, current + 1, total)}
          width={width}
          height={height}
          className="sd:mx-auto sd:max-h-[calc(100dvh-8rem)] sd:w-auto sd:max-w-full sd:object-contain"
        />
        {total > 1 && (
          <>
            {navButton('previous')}
            {navButton('next')}
          </>
        )}
      </NativeDialog>
    </section>
  );
});
