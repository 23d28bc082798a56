import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  forwardRef,
  type ComponentPropsWithoutRef,
} from 'react';
import { REVIEW_MAX_IMAGES, addReviewImages, checkReviewForm } from '@sauda/commerce';
import { Button } from '../../primitives/button';
import { IconButton } from '../../primitives/icon-button';
import { TextArea } from '../../primitives/text-area';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { RatingInput } from '../rating-stars';
import { reviewFormTexts } from './texts/en';

/** What the form hands to `onSubmit`: a rating in half steps, the trimmed comment and up to three images. */
export interface ReviewFormValues {
  rating: number;
  comment: string;
  files: File[];
}

/** Texts of the form; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface ReviewFormLabels {
  /** The heading, unless the `heading` prop is given. @default 'Submit Your Review' */
  heading?: string;
  /** @default 'Rating' */
  rating?: string;
  /** @default 'Your review' */
  comment?: string;
  /** @default 'What did you like or dislike about this product?' */
  commentPlaceholder?: string;
  /** @default 'Upload images' */
  upload?: string;
  /** @default 'Up to 3 images, at most 2 MB each.' */
  uploadHint?: string;
  /** @default 'Selected images' */
  previews?: string;
  /**
   * Accessible name of an image's remove button.
   * @default (fileName) => `Remove ${fileName}`
   */
  remove?: (fileName: string) => string;
  /** @default 'Submit Review' */
  submit?: string;
  /** @default 'Submitting...' */
  submitting?: string;
  /** Shown when `onSubmit` rejects, unless `failedMessage` is given. @default 'Failed to submit review.' */
  failed?: string;
}

export interface ReviewFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'children' | 'onSubmit'> {
  /**
   * Called with the checked values. Return a promise to keep the button pending until it settles; when it rejects,
   * every field, picture and preview stays as it was and `failedMessage` is shown.
   */
  onSubmit: (values: ReviewFormValues) => void | Promise<unknown>;
  /**
   * Heading of the form (spec §2.22). Pass `null` for none.
   * @default labels' `heading` ('Submit Your Review')
   */
  heading?: ReactNode;
  /**
   * Level of the heading element.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Marks the form as submitting from outside (in addition to a pending `onSubmit` promise).
   * @default false
   */
  isSubmitting?: boolean;
  /**
   * Shown under the button when `onSubmit` rejects.
   * @default labels' `failed` ('Failed to submit review.')
   */
  failedMessage?: string;
  /**
   * The comment the form starts with (a draft kept by the app, so typing survives a reload).
   * @default ''
   */
  defaultComment?: string;
  /** Called with the comment as the shopper types it, to keep a draft. */
  onCommentChange?: (comment: string) => void;
  /** Texts of the form, each replacing the language's own (English by default, `ReviewFormLabels`). */
  labels?: ReviewFormLabels;
  /** Extra classes for the root element. */
  className?: string;
}

interface Picked {
  file: File;
  url: string;
}

interface FieldErrors {
  rating?: string;
  comment?: string;
}

const uploadIcon = (
  <svg viewBox="0 0 24 24" aria-hidden className="sd:size-6" fill="none" stroke="currentColor" strokeWidth="1.8">
    <path d="M12 16V4m0 0L7 9m5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" strokeLinecap="round" />
  </svg>
);
const removeIcon = (
  <svg viewBox="0 0 20 20" aria-hidden fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M5 5l10 10M15 5 5 15" strokeLinecap="round" />
  </svg>
);

/**
 * 'Submit Your Review': a half-star rating, the review text and up to three images of at most 2 MB with previews and
 * remove buttons. It checks the spec's rules (§5) with the commerce schema before calling `onSubmit`.
 *
 * Other props are the root `<form>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const ReviewForm = /* @__PURE__ */ forwardRef<HTMLFormElement, ReviewFormProps>(function ReviewForm(
  {
    onSubmit,
    heading: headingProp,
    headingLevel = 2,
    isSubmitting = false,
    failedMessage,
    defaultComment = '',
    onCommentChange,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const id = useId();
  const text = useTexts(reviewFormTexts, labels);
  const heading = headingProp === undefined ? text.heading : headingProp;
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState(defaultComment);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const [submitFailed, setSubmitFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // Every object URL still alive, so the ones left when the form unmounts are revoked too.
  const liveUrls = useRef(new Set<string>());

  useEffect(() => {
    const live = liveUrls.current;
    return () => {
      for (const url of live) URL.revokeObjectURL(url);
      live.clear();
    };
  }, []);

  const busy = pending || isSubmitting;
  const isFull = picked.length >= REVIEW_MAX_IMAGES;
  const Heading = `h${headingLevel}` as const;

  const addFiles = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length === 0) return;
    const result = addReviewImages(
      picked.map((item) => item.file),
      files,
    );
    const kept = new Set(picked.map((item) => item.file));
    const added = result.images
      .filter((file) => !kept.has(file))
      .map((file) => {
        const url = URL.createObjectURL(file);
        liveUrls.current.add(url);
        return { file, url };
      });
    setPicked([...picked, ...added]);
    setImageErrors(result.errors);
  };

  const removeAt = (index: number) => {
    const item = picked[index];
    if (!item) return;
    URL.revokeObjectURL(item.url);
    liveUrls.current.delete(item.url);
    setPicked(picked.filter((_, i) => i !== index));
    setImageErrors([]);
    fileInput.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const files = picked.map((item) => item.file);
    const result = checkReviewForm({ rating, comment, images: files });
    if (!result.ok) {
      setErrors({ rating: result.errors.rating, comment: result.errors.comment });
      return;
    }
    setErrors({});
    setSubmitFailed(false);
    setPending(true);
    try {
      await onSubmit({ rating: result.data.rating, comment: result.data.comment, files });
    } catch {
      setSubmitFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      {...rest}
      ref={ref}
      data-slot="review-form"
      noValidate
      aria-labelledby={heading != null ? `${id}-heading` : undefined}
      aria-busy={busy || undefined}
      onSubmit={(event) => void submit(event)}
      className={cx(
        'sd:flex sd:flex-col sd:gap-5 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4 sd:text-fg sd:sm:p-6',
        className,
      )}
    >
      {heading != null && (
        <Heading id={`${id}-heading`} data-slot="review-form-heading" className="sd:text-lg sd:font-semibold">
          {heading}
        </Heading>
      )}
      <RatingInput
        label={text.rating}
        value={rating}
        isRequired
        errorMessage={errors.rating}
        onChange={(value) => {
          setRating(value);
          setErrors((current) => ({ ...current, rating: undefined }));
        }}
      />
      <TextArea
        label={text.comment}
        placeholder={text.commentPlaceholder}
        value={comment}
        isRequired
        errorMessage={errors.comment}
        onChange={(value) => {
          setComment(value);
          onCommentChange?.(value);
          if (errors.comment) setErrors((current) => ({ ...current, comment: undefined }));
        }}
      />
      <div data-slot="review-form-images" className="sd:flex sd:flex-col sd:gap-2">
        <label
          data-slot="review-form-upload"
          data-disabled={isFull || busy || undefined}
          className={cx(
            'sd:flex sd:cursor-pointer sd:flex-col sd:items-center sd:gap-1 sd:rounded-md sd:border-2 sd:border-dashed sd:border-line-strong',
            'sd:bg-surface sd:px-4 sd:py-6 sd:text-center sd:text-sm sd:text-fg sd:transition-colors sd:hover:border-brand',
            'sd:has-focus-visible:shadow-[var(--sauda-focus-ring)]',
            'sd:data-disabled:cursor-not-allowed sd:data-disabled:opacity-60 sd:data-disabled:hover:border-line-strong',
          )}
        >
          {uploadIcon}
          <span aria-hidden className="sd:font-medium">
            {text.upload}
          </span>
          <span id={`${id}-hint`} className="sd:text-muted">
            {text.uploadHint}
          </span>
          <input
            ref={fileInput}
            data-slot="review-form-file-input"
            type="file"
            accept="image/*"
            multiple
            disabled={isFull || busy}
            aria-label={text.upload}
            aria-describedby={`${id}-hint`}
            className="sd:sr-only"
            onChange={(event) => {
              addFiles(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
        </label>
        {imageErrors.length > 0 && (
          <div data-slot="review-form-image-errors" role="alert">
            <ul className="sd:flex sd:flex-col sd:gap-1 sd:text-sm sd:text-danger">
              {imageErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        {picked.length > 0 && (
          <ul data-slot="review-form-previews" aria-label={text.previews} className="sd:flex sd:flex-wrap sd:gap-3">
            {picked.map((item, index) => (
              <li
                key={item.url}
                data-slot="review-form-preview"
                className="sd:relative sd:size-24 sd:overflow-hidden sd:rounded-md sd:border sd:border-line sd:bg-surface"
              >
                <img src={item.url} alt={item.file.name} className="sd:size-full sd:object-cover" />
                <IconButton
                  label={text.remove(item.file.name)}
                  variant="secondary"
                  size="sm"
                  shape="round"
                  isDisabled={busy}
                  onPress={() => removeAt(index)}
                  className="sd:absolute sd:end-1 sd:top-1"
                >
                  {removeIcon}
                </IconButton>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div data-slot="review-form-footer" className="sd:flex sd:flex-col sd:items-start sd:gap-2">
        <Button type="submit" isPending={busy} pendingLabel={text.submitting}>
          {text.submit}
        </Button>
        {submitFailed && !busy && (
          <p data-slot="review-form-error" role="alert" className="sd:text-sm sd:text-danger">
            {failedMessage ?? text.failed}
          </p>
        )}
      </div>
    </form>
  );
});
