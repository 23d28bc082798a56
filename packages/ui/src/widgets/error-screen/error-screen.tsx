import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTexts } from '../../lib/kit-texts';
import { EmptyState, type EmptyStateAction } from '../empty-state';
import { errorScreenTexts } from './texts/en';

export type ErrorScreenKind = 'generic' | 'storeNotFound' | 'productNotFound' | 'pageNotFound' | 'serverError';

/** Texts of the error screens; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface ErrorScreenLabels {
  /** @default 'Oops! Something Went Wrong.' */
  genericTitle?: string;
  /** @default 'An unexpected error occurred. Please try again later or go back to the homepage.' */
  genericDescription?: string;
  /** @default "We're Sorry, an error has occurred" */
  storeNotFoundTitle?: string;
  /** @default "We seem to have lost this page but we don't want to lose you." */
  storeNotFoundDescription?: string;
  /** @default 'No Products Found' */
  productNotFoundTitle?: string;
  /** @default 'Page Not Found' */
  pageNotFoundTitle?: string;
  /** @default "The page you are looking for doesn't exist or has been moved." */
  pageNotFoundDescription?: string;
  /** @default 'Server Error' */
  serverErrorTitle?: string;
  /** @default 'Our server ran into a problem. Please try again in a moment.' */
  serverErrorDescription?: string;
  /** A link home (generic and server error screens). @default 'Go to Homepage' */
  goToHomepage?: string;
  /** The button that reloads the page (generic and server error screens). @default 'Reload Page' */
  reloadPage?: string;
  /** A link home (store and page not found). @default 'Back to Home' */
  backToHome?: string;
  /** A link home (product not found). @default 'Explore Products' */
  exploreProducts?: string;
  /** A link home (product not found). @default 'Home' */
  home?: string;
}

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
  /** Texts of the screens, each replacing the language's own (English by default, `ErrorScreenLabels`). */
  labels?: ErrorScreenLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const screens = (
  reload: () => void,
  text: Required<ErrorScreenLabels>,
): Record<ErrorScreenKind, { title: string; description?: string; actions: EmptyStateAction[] }> => ({
  generic: {
    title: text.genericTitle,
    description: text.genericDescription,
    actions: [
      { label: text.goToHomepage, href: '/' },
      { label: text.reloadPage, onPress: reload },
    ],
  },
  storeNotFound: {
    title: text.storeNotFoundTitle,
    description: text.storeNotFoundDescription,
    actions: [{ label: text.backToHome, href: '/' }],
  },
  productNotFound: {
    title: text.productNotFoundTitle,
    actions: [
      { label: text.exploreProducts, href: '/' },
      { label: text.home, href: '/' },
    ],
  },
  pageNotFound: {
    title: text.pageNotFoundTitle,
    description: text.pageNotFoundDescription,
    actions: [{ label: text.backToHome, href: '/' }],
  },
  serverError: {
    title: text.serverErrorTitle,
    description: text.serverErrorDescription,
    actions: [
      { label: text.reloadPage, onPress: reload },
      { label: text.goToHomepage, href: '/' },
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
  { kind = 'generic', onReload = () => window.location.reload(), title, description, labels, className, ...rest },
  ref,
) {
  const text = useTexts(errorScreenTexts, labels);
  const screen = screens(onReload, text)[kind];
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
