import { Outline, type IconProps } from './outline';

const heartPath =
  'M12 20.5s-7.5-4.6-9.6-9.3C1 8 2.9 4.5 6.5 4.5c2.1 0 3.7 1.2 5.5 3.2 1.8-2 3.4-3.2 5.5-3.2 3.6 0 5.5 3.5 4.1 6.7-2.1 4.7-9.6 9.3-9.6 9.3z';

/** The wishlist heart, outlined; pass `fill="currentColor"` (and `stroke="none"`) for a solid one. */
export function HeartIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d={heartPath} strokeLinejoin="round" />
    </Outline>
  );
}
