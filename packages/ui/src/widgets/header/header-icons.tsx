import { ChevronDownIcon } from '../../icons';
import { iconStroke } from '../../lib/icon-stroke';

/** Icons of the storefront frame, shared by the Header and the MobileBottomBar. All decorative. */
const stroke = { ...iconStroke, strokeWidth: 1.8 } as const;

/** Mirrored in right-to-left layouts, where a cart is pushed the other way. */
export const cartIcon = (
  <svg {...stroke} className="sd:size-6 sd:rtl:-scale-x-100">
    <path d="M3 4h2.2l2.1 10.4a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.1" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </svg>
);

export const userIcon = (
  <svg {...stroke} className="sd:size-6">
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20c1.2-3.6 4-5.4 7.5-5.4s6.3 1.8 7.5 5.4" />
  </svg>
);

export const chevronIcon = <ChevronDownIcon className="sd:size-4 sd:text-muted" />;

export const homeIcon = (
  <svg {...stroke} className="sd:size-6">
    <path d="M3.5 10.5L12 4l8.5 6.5" />
    <path d="M5.5 9v10.5h4.5V14h4v5.5h4.5V9" />
  </svg>
);

export const categoriesIcon = (
  <svg {...stroke} className="sd:size-6">
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <circle cx="16.75" cy="16.75" r="3.25" />
  </svg>
);

/** The default logo: a shopping bag in the brand colour (it follows the theme through `currentColor`). */
export const defaultLogo = (
  <svg aria-hidden viewBox="0 0 32 32" className="sd:size-9 sd:text-brand">
    <path fill="currentColor" d="M6.5 10.5h19l-1.4 16.2a2.5 2.5 0 0 1-2.5 2.3H10.4a2.5 2.5 0 0 1-2.5-2.3z" />
    <path
      d="M11.5 13V9.5a4.5 4.5 0 0 1 9 0V13"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    />
    <path
      d="M19.2 17.4c-.6-1-1.8-1.6-3.2-1.6-1.8 0-3 .9-3 2.2 0 3 6.4 1.6 6.4 4.7 0 1.4-1.4 2.4-3.4 2.4-1.5 0-2.8-.6-3.4-1.7"
      fill="none"
      stroke="var(--sauda-color-on-brand)"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);
