import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Spinner } from '../../primitives/spinner';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { pageLoaderTexts } from './texts/en';

/**
 * Texts of the page loader; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. Its
 * `label` prop replaces them.
 */
export interface PageLoaderLabels {
  /** What is announced and shown when `label` is not given. @default 'Loading...' */
  loading?: string;
}

export interface PageLoaderProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /**
   * What is loading, announced politely and shown under the indicator, e.g. 'Loading Followed Shops...'.
   * @default the `loading` text, 'Loading...'
   */
  label?: string;
  /**
   * `spinner`: a spinner while a route loads (spec §2.1); `logo`: the full-page pulsing logo (spec §2.11).
   * @default 'spinner'
   */
  variant?: 'spinner' | 'logo';
  /**
   * Show the label on screen; otherwise it is for assistive technology only.
   * @default false
   */
  showLabel?: boolean;
  /**
   * The wordmark of the logo variant.
   * @default 'Sauda'
   */
  brand?: string;
  /** Extra classes for the root element. */
  className?: string;
}

/** A whole-page loading state: a spinner or the pulsing logo, with a polite status for assistive technology. *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const PageLoader = /* @__PURE__ */ forwardRef<HTMLDivElement, PageLoaderProps>(function PageLoader(
  { label, variant = 'spinner', showLabel = false, brand = 'Sauda', className, ...rest },
  ref,
) {
  const text = useTexts(pageLoaderTexts);
  return (
    <div
      {...rest}
      ref={ref}
      data-slot="page-loader"
      data-variant={variant}
      role="status"
      aria-live="polite"
      className={cx(
        'sd:flex sd:min-h-[50vh] sd:flex-col sd:items-center sd:justify-center sd:gap-3 sd:text-brand',
        className,
      )}
    >
      {variant === 'logo' ? (
        <span
          data-slot="page-loader-logo"
          aria-hidden="true"
          className="sd:animate-pulse sd:text-4xl sd:font-bold sd:tracking-tight sd:motion-reduce:animate-none"
        >
          {brand}
        </span>
      ) : (
        <Spinner size="lg" label={null} />
      )}
      <span data-slot="page-loader-label" className={showLabel ? 'sd:text-sm sd:text-muted' : 'sd:sr-only'}>
        {label ?? text.loading}
      </span>
    </div>
  );
});
