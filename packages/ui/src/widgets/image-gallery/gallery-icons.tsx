import { iconStroke } from '../../lib/icon-stroke';

/** A chevron pointing to the inline end; mirrored in right-to-left layouts. */
export function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg {...iconStroke} className="rtl:-scale-x-100">
      <path d={direction === 'next' ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} />
    </svg>
  );
}

export function ZoomIcon() {
  return (
    <svg {...iconStroke} className="size-4">
      <circle cx="11" cy="11" r="6.5" />
      <path d="M20 20l-4.2-4.2M11 8.5v5M8.5 11h5" />
    </svg>
  );
}

export function NoImageIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="1.5" className="size-12">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="9.5" r="1.5" />
      <path d="M3 16l5-5 4 4 3-3 6 6" strokeLinejoin="round" />
    </svg>
  );
}
