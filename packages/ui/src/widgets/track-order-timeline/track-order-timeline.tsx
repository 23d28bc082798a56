import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { trackOrderTimelineTexts } from './texts/en';

export interface TimelineStep {
  /** The step's name, e.g. 'Shipped'. */
  label: string;
  /** When the order reached this step, already formatted (e.g. '12/11/2026 04:30 PM'). */
  date?: string;
}

/** Texts of the timeline; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface TrackOrderTimelineLabels {
  /** The heading and the section's name. @default (orderId) => `Order ${orderId}` */
  heading?: (orderId: string) => string;
  /** @default 'Last location' */
  lastLocation?: string;
  /** @default 'Estimated delivery' */
  estimatedDelivery?: string;
  /** Name of the step the order has reached. @default 'Status' */
  status?: string;
  /** Shown for a stopped order (`state` 'cancelled'). @default 'This order was cancelled.' */
  cancelled?: string;
  /** Said after the reached step's name, in brackets. @default 'current step' */
  currentStep?: string;
  /** Said after a passed step's name, in brackets. @default 'done' */
  doneStep?: string;
  /** Said after the name of a step not reached yet, in brackets. @default 'not yet' */
  notYetStep?: string;
}

export interface TrackOrderTimelineProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The order's id, shown as the heading's subject. */
  orderId: string;
  /** The steps in order, e.g. Pending, Confirmed, Processing, Shipped, Delivered. */
  steps: TimelineStep[];
  /** Index of the step the order has reached. */
  currentIndex: number;
  /**
   * A cancelled or returned order stops at `currentIndex` and says so instead of continuing.
   * @default 'active'
   */
  state?: 'active' | 'cancelled';
  /**
   * Text shown for a stopped order; it wins over `labels.cancelled`.
   * @default the language's `labels.cancelled` ('This order was cancelled.')
   */
  cancelledText?: string;
  /** Where the parcel was seen last, if known. */
  lastLocation?: string;
  /** The estimated delivery date, already formatted. */
  estimatedDelivery?: string;
  /** Texts around the facts, each replacing the language's own (English by default, `TrackOrderTimelineLabels`). */
  labels?: TrackOrderTimelineLabels;
  /** Extra content under the timeline, e.g. a link to the order's details. */
  children?: ReactNode;
  /** Extra classes for the root element. */
  className?: string;
}

/** Where an order stands: its steps as an ordered list with the reached one marked, plus location and estimate. *
 * Other props are the root `<section>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const TrackOrderTimeline = /* @__PURE__ */ forwardRef<HTMLElement, TrackOrderTimelineProps>(
  function TrackOrderTimeline(
    {
      orderId,
      steps,
      currentIndex,
      state = 'active',
      cancelledText,
      lastLocation,
      estimatedDelivery,
      labels,
      children,
      className,
      ...rest
    },
    ref,
  ) {
    const text = useTexts(trackOrderTimelineTexts, labels);
    const current = steps[currentIndex];
    return (
      <section
        {...rest}
        ref={ref}
        data-slot="track-order-timeline"
        data-state={state}
        aria-label={text.heading(orderId)}
        className={cx(
          'sd:flex sd:flex-col sd:gap-4 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4',
          className,
        )}
      >
        <h2 data-slot="track-order-timeline-heading" className="sd:text-lg sd:font-semibold sd:break-all sd:text-fg">
          {text.heading(orderId)}
        </h2>
        <dl
          data-slot="track-order-timeline-facts"
          className="sd:grid sd:gap-x-4 sd:gap-y-1 sd:text-sm sd:sm:grid-cols-[auto_1fr]"
        >
          <dt className="sd:text-muted">{text.status}</dt>
          <dd className="sd:font-medium sd:text-fg">{current?.label}</dd>
          {lastLocation && (
            <>
              <dt className="sd:text-muted">{text.lastLocation}</dt>
              <dd className="sd:text-fg">{lastLocation}</dd>
            </>
          )}
          {estimatedDelivery && (
            <>
              <dt className="sd:text-muted">{text.estimatedDelivery}</dt>
              <dd className="sd:text-fg">{estimatedDelivery}</dd>
            </>
          )}
        </dl>
        {state === 'cancelled' && (
          <p
            data-slot="track-order-timeline-cancelled"
            className="sd:rounded-md sd:bg-danger-subtle sd:px-3 sd:py-2 sd:text-sm sd:text-danger"
          >
            {cancelledText ?? text.cancelled}
          </p>
        )}
        <ol data-slot="track-order-timeline-steps" className="sd:flex sd:flex-col">
          {steps.map((step, index) => {
            const reached = index <= currentIndex;
            const isCurrent = index === currentIndex;
            const unreachable = state === 'cancelled' && index > currentIndex;
            return (
              <li
                key={step.label}
                data-slot="track-order-timeline-step"
                data-reached={reached || undefined}
                aria-current={isCurrent ? 'step' : undefined}
                className="sd:relative sd:flex sd:gap-3 sd:pb-5 sd:last:pb-0"
              >
                {index < steps.length - 1 && (
                  <span
                    aria-hidden
                    className={cx(
                      'sd:absolute sd:start-[11px] sd:top-6 sd:h-[calc(100%-1.5rem)] sd:w-0.5',
                      index < currentIndex ? 'sd:bg-success' : 'sd:bg-line',
                    )}
                  />
                )}
                <span
                  aria-hidden
                  className={cx(
                    'sd:z-10 sd:flex sd:size-6 sd:shrink-0 sd:items-center sd:justify-center sd:rounded-full sd:border-2 sd:text-xs sd:font-bold',
                    reached && state === 'cancelled' && isCurrent
                      ? 'sd:border-danger sd:bg-danger sd:text-white sd:dark:text-black'
                      : reached
                        ? 'sd:border-success sd:bg-success sd:text-white sd:dark:text-black'
                        : 'sd:border-line-strong sd:bg-raised sd:text-muted',
                  )}
                >
                  {reached ? (state === 'cancelled' && isCurrent ? '×' : '✓') : index + 1}
                </span>
                <span className="sd:flex sd:flex-col">
                  <span
                    className={cx(
                      'sd:text-sm',
                      isCurrent
                        ? 'sd:font-semibold sd:text-fg'
                        : unreachable
                          ? 'sd:text-muted sd:line-through'
                          : reached
                            ? 'sd:text-fg'
                            : 'sd:text-muted',
                    )}
                  >
                    {step.label}
                    <span className="sd:sr-only">
                      {` (${reached ? (isCurrent ? text.currentStep : text.doneStep) : text.notYetStep})`}
                    </span>
                  </span>
                  {step.date && <span className="sd:text-xs sd:text-muted">{step.date}</span>}
                </span>
              </li>
            );
          })}
        </ol>
        {children}
      </section>
    );
  },
);
