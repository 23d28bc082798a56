import { useState } from 'react';
import { cx } from '../../lib/cx';
import { shopLogoVariants } from './shop-card.variants';

export interface ShopLogoProps {
  /** The shop's name: its first letter is the placeholder. */
  name: string;
  /** The logo's URL; `null`, empty or failing to load shows the placeholder. */
  src: string | null;
  /**
   * Diameter: 40, 56 or 96 px.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** Extra classes for the root element. */
  className?: string;
}

/** A shop's round logo, or its initial on the brand tint. Decorative: the shop's name always sits beside it. */
export function ShopLogo({ name, src, size = 'md', className }: ShopLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== '' && failedSrc !== src;
  const pixels = size === 'lg' ? 96 : size === 'md' ? 56 : 40;
  return (
    <span
      data-slot="shop-logo"
      data-size={size}
      data-placeholder={showImage ? undefined : true}
      aria-hidden
      className={cx(shopLogoVariants({ size }), className)}
    >
      {showImage ? (
        <img
          src={src}
          alt=""
          width={pixels}
          height={pixels}
          loading="lazy"
          decoding="async"
          className="sd:size-full sd:object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        (Array.from(name.trim())[0]?.toUpperCase() ?? '?')
      )}
    </span>
  );
}
