import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { storeProfileTexts } from './texts/en';

/** One fact of a store's profile. */
export interface StoreProfileFact {
  /** Unique key, also the fact's `data-fact` attribute. */
  id: string;
  /** What the fact is, e.g. 'Shipped on time'. */
  label: string;
  /** Its value, e.g. '99%'. */
  value: ReactNode;
  /** A decorative icon (inline SVG). */
  icon?: ReactNode;
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="1.8" className="sd:size-5">
    <path d={path} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * Texts of `StoreProfile`'s default facts; in English by default (`texts/en.ts`), or the language of a
 * `KitTextsProvider`.
 */
export interface StoreProfileLabels {
  /** @default 'Joined' */
  joined?: string;
  /** How long ago the store joined. @default '3+ years' */
  joinedValue?: string;
  /** @default 'Shipped on time' */
  shippedOnTime?: string;
  /** @default 'Chat response rate' */
  chatResponseRate?: string;
  /** The chat response rate's value. @default 'No data' */
  chatResponseRateValue?: string;
  /** @default 'Response time' */
  responseTime?: string;
  /** The response time's value. @default 'Active in: 10 mins' */
  responseTimeValue?: string;
}

const icons = {
  joined: icon('M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z'),
  shippedOnTime: icon(
    'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  ),
  chatResponseRate: icon('M4 5h16v11H9l-5 4z'),
  responseTime: icon('M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z'),
};

/** The fixed facts the spec's Profile tab shows for every store (§2.9), in the profile's language. */
const factsIn = (text: Required<StoreProfileLabels>): readonly StoreProfileFact[] => [
  { id: 'joined', label: text.joined, value: text.joinedValue, icon: icons.joined },
  { id: 'shipped-on-time', label: text.shippedOnTime, value: '99%', icon: icons.shippedOnTime },
  {
    id: 'chat-response-rate',
    label: text.chatResponseRate,
    value: text.chatResponseRateValue,
    icon: icons.chatResponseRate,
  },
  { id: 'response-time', label: text.responseTime, value: text.responseTimeValue, icon: icons.responseTime },
];

/** The fixed facts the spec's Profile tab shows for every store (§2.9), in English. */
export const defaultStoreProfileFacts: readonly StoreProfileFact[] = factsIn(storeProfileTexts);

export interface StoreProfileProps {
  /**
   * The facts, in order.
   * @default defaultStoreProfileFacts, in the language's texts (joined 3+ years, shipped on time 99%, chat response
   * rate 'No data', response time 'Active in: 10 mins')
   */
  facts?: readonly StoreProfileFact[];
  /** Texts of the default facts, each replacing the language's own (English by default, `StoreProfileLabels`). */
  labels?: StoreProfileLabels;
  /** Extra classes for the root element. */
  className?: string;
}

/** A store's profile facts as a labelled definition list, in tiles that wrap from one to four columns. */
export function StoreProfile({ facts, labels, className }: StoreProfileProps) {
  const text = useTexts(storeProfileTexts, labels);
  return (
    <dl
      data-slot="store-profile"
      className={cx('sd:grid sd:grid-cols-1 sd:gap-3 sd:min-[480px]:grid-cols-2 sd:lg:grid-cols-4', className)}
    >
      {(facts ?? factsIn(text)).map((fact) => (
        <div
          key={fact.id}
          data-slot="store-profile-fact"
          data-fact={fact.id}
          className="sd:flex sd:flex-col sd:gap-1 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4"
        >
          <dt data-slot="store-profile-label" className="sd:flex sd:items-center sd:gap-3 sd:text-sm sd:text-muted">
            {fact.icon && (
              <span
                aria-hidden
                className="sd:flex sd:size-9 sd:shrink-0 sd:items-center sd:justify-center sd:rounded-full sd:bg-brand-subtle sd:text-brand"
              >
                {fact.icon}
              </span>
            )}
            {fact.label}
          </dt>
          <dd
            data-slot="store-profile-value"
            className={cx('sd:text-lg sd:font-semibold sd:text-fg', fact.icon !== undefined && 'sd:ps-12')}
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
