import { iconStroke } from '../../lib/icon-stroke';

/** A magnifier: the search button's icon, and the mark of each live suggestion. */
export function SearchIcon({ className }: { className?: string }) {
  return (
    <svg {...iconStroke} className={className}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M20 20l-4.2-4.2" />
    </svg>
  );
}

export const recentIcon = (
  <svg {...iconStroke} className="sd:size-4 sd:shrink-0 sd:text-muted">
    <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6" />
    <path d="M3 4v4h4M12 8v4l3 2" />
  </svg>
);

export const trendingIcon = (
  <svg {...iconStroke} className="sd:size-3.5 sd:shrink-0 sd:rtl:-scale-x-100">
    <path d="M3 17l6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </svg>
);

export const suggestionIcon = <SearchIcon className="sd:size-4 sd:shrink-0 sd:text-muted" />;
