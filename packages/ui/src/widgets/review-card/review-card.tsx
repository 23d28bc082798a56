import { useId, useRef, useState, type ReactNode, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { type Review } from '@sauda/commerce';
import { useDateTimeFormat } from '../../lib/formats';
import { CheckIcon } from '../../icons';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { ResponsiveImg } from '../../lib/responsive-image';
import { NativeDialog } from '../../primitives/native-dialog/native-dialog';
import { RatingStars } from '../rating-stars';
import { Avatar } from './avatar';
import { reviewCardTexts } from './texts/en';

/** Texts of the card; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface ReviewCardLabels {
  /**
   * Accessible name of the list of review images.
   * @default 'Review images'
   */
  images?: string;
  /**
   * Accessible name of an image thumbnail button (1-based index).
   * @default (index, total) => `View image ${index} of ${total}`
   */
  openImage?: (index: number, total: number) => string;
  /**
   * Title of the full-size image dialog (1-based index).
   * @default (index, total) => `Image ${index} of ${total}`
   */
  imageDialogTitle?: (index: number, total: number) => string;
  /**
   * Accessible name of the dialog's close button.
   * @default 'Close'
   */
  close?: string;
  /**
   * Caption of the seller's answer.
   * @default "Seller's reply"
   */
  sellerReply?: string;
  /**
   * The mark of a review whose writer bought the product.
   * @default 'Verified purchase'
   */
  verifiedPurchase?: string;
}

export interface ReviewCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children'> {
  /** The review: rating (half steps), comment, image URLs and ISO creation date. */
  review: Pick<Review, 'rating' | 'comment' | 'images' | 'createdAt'>;
  /** The reviewer's name. */
  authorName: string;
  /**
   * URL of the reviewer's picture; without one (or when it fails to load) the initials are shown.
   * @default null
   */
  authorAvatar?: string | null;
  /** A heading above the card, e.g. 'Your Review' on the product review page. Omit for none. */
  heading?: ReactNode;
  /**
   * Level of the `heading` element.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * The shop's answer to the review (the wire's `vendorReply`), shown under it; blank or null shows nothing.
   * @default null
   */
  sellerReply?: string | null;
  /**
   * The writer bought the product (an order of theirs containing it was delivered): shows the verified purchase mark.
   * @default false
   */
  isVerifiedPurchase?: boolean;
  /** Actions under the review, e.g. a 'View Product' button or link. */
  actions?: ReactNode;
  /**
   * IANA time zone the date is shown in (dd/MM/yyyy hh:mm a).
   * @default the `FormatProvider`'s zone ('Asia/Karachi' without one)
   */
  timeZone?: string;
  /** Texts of the card, each replacing the language's own (English by default, `ReviewCardLabels`). */
  labels?: ReviewCardLabels;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * One review: avatar, name, date, read-only half stars, comment and the seller's reply; image thumbnails open the picture full size in a
 * dialog (ArrowLeft/ArrowRight step through the review's images) that returns focus to the thumbnail when it closes.
 *
 * Other props are the root `<article>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const ReviewCard = /* @__PURE__ */ forwardRef<HTMLElement, ReviewCardProps>(function ReviewCard(
  {
    review,
    authorName,
    authorAvatar = null,
    heading,
    headingLevel = 2,
    sellerReply = null,
    isVerifiedPurchase = false,
    actions,
    timeZone,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const format = { dateTime: useDateTimeFormat() };
  const replyId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const text = useTexts(reviewCardTexts, labels);
  const reply = sellerReply?.trim();
  const total = review.images.length;
  const openImage = openIndex !== null ? review.images[openIndex] : undefined;
  const title = text.imageDialogTitle((openIndex ?? 0) + 1, total);
  const Heading = `h${headingLevel}` as const;

  return (
    <article
      {...rest}
      ref={ref}
      data-slot="review-card"
      className={cx(
        'sd:flex sd:flex-col sd:gap-4 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4 sd:text-fg sd:sm:p-6',
        className,
      )}
    >
      {heading != null && (
        <Heading data-slot="review-card-heading" className="sd:text-lg sd:font-semibold">
          {heading}
        </Heading>
      )}
      <div data-slot="review-card-author" className="sd:flex sd:items-center sd:gap-3">
        <Avatar name={authorName} src={authorAvatar} />
        <div className="sd:flex sd:min-w-0 sd:flex-col">
          {/* Names and texts are the shoppers' own, often Urdu beside English: each sets its own direction. */}
          <span data-slot="review-card-name" dir="auto" className="sd:truncate sd:text-start sd:font-medium">
            {authorName}
          </span>
          <time
            data-slot="review-card-date"
            dateTime={review.createdAt}
            className="sd:text-sm sd:text-muted sd:tabular-nums"
          >
            <bdi>{format.dateTime(review.createdAt, timeZone)}</bdi>
          </time>
        </div>
      </div>
      <div className="sd:flex sd:flex-wrap sd:items-center sd:gap-x-3 sd:gap-y-1">
        <RatingStars rating={review.rating} />
        {isVerifiedPurchase && (
          <span
            data-slot="review-card-verified"
            className="sd:inline-flex sd:items-center sd:gap-1 sd:text-sm sd:text-success"
          >
            <CheckIcon strokeWidth="2.5" className="sd:size-4" />
            {text.verifiedPurchase}
          </span>
        )}
      </div>
      {review.comment && (
        <p
          data-slot="review-card-comment"
          dir="auto"
          className="sd:text-start sd:text-sm sd:leading-relaxed sd:break-words sd:whitespace-pre-line"
        >
          {review.comment}
        </p>
      )}
      {total > 0 && (
        <ul data-slot="review-card-images" aria-label={text.images} className="sd:flex sd:flex-wrap sd:gap-2">
          {review.images.map((src, index) => (
            <li key={`${index}-${src}`} data-slot="review-card-image">
              <button
                type="button"
                aria-label={text.openImage(index + 1, total)}
                aria-haspopup="dialog"
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setOpenIndex(index);
                }}
                className="sd:focus-ring sd:block sd:size-20 sd:cursor-zoom-in sd:overflow-hidden sd:rounded-md sd:border sd:border-line sd:bg-surface"
              >
                <ResponsiveImg src={src} sizes="5rem" alt="" className="sd:size-full sd:object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {reply && (
        <figure
          data-slot="review-card-reply"
          aria-labelledby={`${replyId}-caption`}
          className="sd:flex sd:flex-col sd:gap-1 sd:rounded-md sd:border-s-4 sd:border-brand sd:bg-surface sd:p-3 sd:text-sm"
        >
          <figcaption id={`${replyId}-caption`} className="sd:font-medium">
            {text.sellerReply}
          </figcaption>
          <blockquote dir="auto" className="sd:text-start sd:leading-relaxed sd:break-words sd:whitespace-pre-line">
            {reply}
          </blockquote>
        </figure>
      )}
      {actions != null && (
        <div data-slot="review-card-actions" className="sd:flex sd:flex-wrap sd:gap-2">
          {actions}
        </div>
      )}
      <NativeDialog
        isOpen={openImage !== undefined}
        title={title}
        closeLabel={text.close}
        size="lg"
        onStep={total > 1 ? (step) => setOpenIndex((index) => ((index ?? 0) + step + total) % total) : undefined}
        onClose={() => {
          setOpenIndex(null);
          opener.current?.focus();
        }}
      >
        {openImage !== undefined && (
          <ResponsiveImg
            data-slot="review-card-full-image"
            src={openImage}
            sizes="100vw"
            alt={title}
            className="sd:mx-auto sd:max-h-[calc(100dvh-8rem)] sd:w-auto sd:max-w-full sd:rounded-md sd:object-contain"
          />
        )}
      </NativeDialog>
    </article>
  );
});
