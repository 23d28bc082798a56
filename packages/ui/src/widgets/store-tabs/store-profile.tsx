import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

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

/** The fixed facts the spec's Profile tab shows for every store (§2.9). */
export const defaultStoreProfileFacts: readonly StoreProfileFact[] = [
  {
    id: 'joined',
    label: 'Joined',
    value: '3+ years',
    icon: icon('M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z'),
  },
  {
    id: 'shipped-on-time',
    label: 'Shipped on time',
    value: '99%',
    icon: icon('M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z'),
  },
  {
    id: 'chat-response-rate',
    label: 'Chat response rate',
    value: 'No data',
    icon: icon('M4 5h16v11H9l-5 4z'),
  },
  {
    id: 'response-time',
    label: 'Response time',
    value: 'Active in: 10 mins',
    icon: icon('M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z'),
  },
];

export interface StoreProfileProps {
  /**
   * The facts, in order.
   * @default defaultStoreProfileFacts (joined 3+ years, shipped on time 99%, chat response rate 'No data', response time 'Active in: 10 mins')
   */
  facts?: readonly StoreProfileFact[];
  /** Extra classes for the root element. */
  className?: string;
}

/** A store's profile facts as a labelled definition list, in tiles that wrap from one to four columns. */
export function StoreProfile({ facts = defaultStoreProfileFacts, className }: StoreProfileProps) {
  return (
    <dl
      data-slot="store-profile"
      className={cx('sd:grid sd:grid-cols-1 sd:gap-3 sd:min-[480px]:grid-cols-2 sd:lg:grid-cols-4', className)}
    >
      {facts.map((fact) => (
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
