import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { EmptyState, type EmptyStateAction } from '../empty-state';

export type ErrorScreenKind = 'generic' | 'storeNotFound' | 'productNotFound' | 'pageNotFound' | 'serverError';

export interface ErrorScreenProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /**
   * Which of the spec's error screens (§2.20).
   * @default 'generic'
   */
  kind?: ErrorScreenKind;
  /** Reloads the page for 'Reload Page'. @default () => window.location.reload() */
  onReload?: () => void;
  /** Replaces the screen's title. */
  title?: string;
  /** Replaces the screen's text. */
  description?: string;
  /** Extra classes for the root element. */
  className?: string;
}

const screens = (
  reload: () => void,
): Record<ErrorScreenKind, { title: string; description?: string; actions: EmptyStateAction[] }> => ({
  generic: {
    title: 'Oops! Something Went Wrong.',
    description: 'An unexpected error occurred. Please try again later or go back to the homepage.',
    actions: [
      { label: 'Go to Homepage', href: '/' },
      { label: 'Reload Page', onPress: reload },
    ],
  },
  storeNotFound: {
    title: "We're Sorry, an error has occurred",
    description: "We seem to have lost this page but we don't want to lose you.",
    actions: [{ label: 'Back to Home', href: '/' }],
  },
  productNotFound: {
    title: 'No Products Found',
    actions: [
      { label: 'Explore Products', href: '/' },
      { label: 'Home', href: '/' },
    ],
  },
  pageNotFound: {
    title: 'Page Not Found',
    description: "The page you are looking for doesn't exist or has been moved.",
    actions: [{ label: 'Back to Home', href: '/' }],
  },
  serverError: {
    title: 'Server Error',
    description: 'Our server ran into a problem. Please try again in a moment.',
    actions: [
      { label: 'Reload Page', onPress: reload },
      { label: 'Go to Homepage', href: '/' },
    ],
  },
});

const illustration = (
  <svg viewBox="0 0 64 64" className="sd:size-16" fill="none" stroke="currentColor" strokeWidth="3">
    <circle cx="32" cy="32" r="26" />
    <path d="M32 18v18M32 44v2" strokeLinecap="round" />
  </svg>
);

/** A whole-page error: the spec's texts for each kind, with where to go next. *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const ErrorScreen = /* @__PURE__ */ forwardRef<HTMLDivElement, ErrorScreenProps>(function ErrorScreen(
  { kind = 'generic', onReload = () => window.location.reload(), title, description, className, ...rest },
  ref,
) {
  const screen = screens(onReload)[kind];
  return (
    <div {...rest} ref={ref} data-slot="error-screen" data-kind={kind} className={className}>
      <EmptyState
        headingLevel={1}
        illustration={illustration}
        title={title ?? screen.title}
        description={description ?? screen.description}
        actions={screen.actions}
      />
    </div>
  );
});
