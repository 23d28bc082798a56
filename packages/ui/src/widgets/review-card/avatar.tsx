import { useState } from 'react';
import { cx } from '../../lib/cx';

/** Up to two initials of a name: 'Ayesha Siddiqui' → 'AS', 'Bilal' → 'B'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A round picture of a person, or their initials when there is none or it fails to load. Decorative: the name sits beside it. */
export function Avatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== '' && failedSrc !== src;
  return (
    <span
      data-slot="avatar"
      aria-hidden
      className={cx(
        'sd:inline-flex sd:size-11 sd:shrink-0 sd:items-center sd:justify-center sd:overflow-hidden sd:rounded-full',
        'sd:bg-brand-subtle sd:text-sm sd:font-semibold sd:text-fg',
        className,
      )}
    >
      {showImage ? (
        <img
          data-slot="avatar-image"
          src={src}
          alt=""
          className="sd:size-full sd:object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span data-slot="avatar-initials">{initialsOf(name)}</span>
      )}
    </span>
  );
}
