import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Skeleton } from '../../primitives/skeleton';

/**
 * What the skeletons announce while loading; in English by default (`texts/en.ts`), or the language of a
 * `KitTextsProvider`. Each skeleton's `label` prop replaces its own.
 */
export interface SkeletonsLabels {
  /** `ListSkeleton`'s. @default 'Loading...' */
  loading?: string;
  /** `DetailSkeleton`'s and `ProductCardSkeleton`'s. @default 'Loading product...' */
  loadingProduct?: string;
  /** `ListingSkeleton`'s and `ProductGridSkeleton`'s. @default 'Loading products...' */
  loadingProducts?: string;
}

/** A placeholder block whose size is set by `className` (e.g. 'h-4 w-2/3'), so the layout never waits on content. */
export function Bar({ className }: { className: string }) {
  return (
    <span data-slot="skeleton-bar" className={cx('sd:block sd:shrink-0 sd:overflow-hidden', className)}>
      <Skeleton aspectRatio="auto" className="sd:h-full" />
    </span>
  );
}

export interface LoadingRegionProps {
  /** `data-slot` of the region. */
  slot: string;
  /** Announced politely to assistive technology; `null` for a part of a larger loading region. */
  label: string | null;
  className?: string;
  children: ReactNode;
}

/** The busy region around skeletons, with a visually hidden status that says what is loading. */
export function LoadingRegion({ slot, label, className, children }: LoadingRegionProps) {
  if (label === null) {
    return (
      <div data-slot={slot} aria-hidden className={className}>
        {children}
      </div>
    );
  }
  return (
    <div data-slot={slot} aria-busy="true" className={className}>
      <span role="status" className="sd:sr-only">
        {label}
      </span>
      {children}
    </div>
  );
}
