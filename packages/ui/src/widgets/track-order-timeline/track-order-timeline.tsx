import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface TimelineStep {
  /** The step's name, e.g. 'Shipped'. */
  label: string;
  /** When the order reached this step, already formatted (e.g. '12/11/2026 04:30 PM'). */
  date?: string;
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
  /** Text shown for a stopped order. @default 'This order was cancelled.' */
  cancelledText?: string;
  /** Where the parcel was seen last, if known. */
  lastLocation?: string;
  /** The estimated delivery date, already formatted. */
  estimatedDelivery?: string;
  /** Texts around the facts. */
  labels?: {
    heading?: (orderId: string) => string;
    lastLocation?: string;
    estimatedDelivery?: string;
    status?: string;
  };
  /** Extra content under the timeline, e.g. a link to the order's details. */
  children?: ReactNode;
  /** Extra classes for the root element. */
  className?: string;
}

const defaultLabels = {
  heading: (orderId: string) => `Order ${orderId}`,
  lastLocation: 'Last location',
  estimatedDelivery: 'Estimated delivery',
  status: 'Status',
};

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
      cancelledText = 'This order was cancelled.',
      lastLocation,
      estimatedDelivery,
      labels,
      children,
      className,
      ...rest
    },
    ref,
  ) {
    const text = { ...defaultLabels, ...labels };
    const current = steps[currentIndex];
    return (
      <section
        {...rest}
        ref={ref}
        data-slot="track-order-timeline"
        data-state={state}
        aria-label={text.heading(orderId)}
        className={cx('flex flex-col gap-4 rounded-lg border border-line bg-raised p-4', className)}
      >
        <h2 data-slot="track-order-timeline-heading" className="text-lg font-semibold break-all text-fg">
          {text.heading(orderId)}
        </h2>
        <dl data-slot="track-order-timeline-facts" className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{text.status}</dt>
          <dd className="font-medium text-fg">{current?.label}</dd>
          {lastLocation && (
            <>
              <dt className="text-muted">{text.lastLocation}</dt>
              <dd className="text-fg">{lastLocation}</dd>
            </>
          )}
          {estimatedDelivery && (
            <>
              <dt className="text-muted">{text.estimatedDelivery}</dt>
              <dd className="text-fg">{estimatedDelivery}</dd>
            </>
          )}
        </dl>
        {state === 'cancelled' && (
          <p
            data-slot="track-order-timeline-cancelled"
            className="rounded-md bg-danger-subtle px-3 py-2 text-sm text-danger"
          >
            {cancelledText}
          </p>
        )}
        <ol data-slot="track-order-timeline-steps" className="flex flex-col">
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
                className="relative flex gap-3 pb-5 last:pb-0"
              >
                {index < steps.length - 1 && (
                  <span
                    aria-hidden
                    className={cx(
                      'absolute start-[11px] top-6 h-[calc(100%-1.5rem)] w-0.5',
                      index < currentIndex ? 'bg-success' : 'bg-line',
                    )}
                  />
                )}
                <span
                  aria-hidden
                  className={cx(
                    'z-10 flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold',
                    reached && state === 'cancelled' && isCurrent
                      ? 'border-danger bg-danger text-white dark:text-black'
                      : reached
                        ? 'border-success bg-success text-white dark:text-black'
                        : 'border-line-strong bg-raised text-muted',
                  )}
                >
                  {reached ? (state === 'cancelled' && isCurrent ? '×' : '✓') : index + 1}
                </span>
                <span className="flex flex-col">
                  <span
                    className={cx(
                      'text-sm',
                      isCurrent
                        ? 'font-semibold text-fg'
                        : unreachable
                          ? 'text-muted line-through'
                          : reached
                            ? 'text-fg'
                            : 'text-muted',
                    )}
                  >
                    {step.label}
                    <span className="sr-only">
                      {reached ? (isCurrent ? ' (current step)' : ' (done)') : ' (not yet)'}
                    </span>
                  </span>
                  {step.date && <span className="text-xs text-muted">{step.date}</span>}
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
