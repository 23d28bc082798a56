import { ImageIcon } from '../../icons';
import { iconStroke } from '../../lib/icon-stroke';

/** A chevron pointing to the inline end; mirrored in right-to-left layouts. */
export function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg {...iconStroke} className="sd:rtl:-scale-x-100">
      <path d={direction === 'next' ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} />
    </svg>
  );
}

export function ZoomIcon() {
  return (
    <svg {...iconStroke} className="sd:size-4">
      <circle cx="11" cy="11" r="6.5" />
      <path d="M20 20l-4.2-4.2M11 8.5v5M8.5 11h5" />
    </svg>
  );
}

export function NoImageIcon() {
  return <ImageIcon className="sd:size-12" />;
}
