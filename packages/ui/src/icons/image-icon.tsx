import { Outline, type IconProps } from './outline';

/** A picture frame with hills (and a sun unless `sun={false}`): what stands where a product has no image. */
export function ImageIcon({ sun = true, ...props }: IconProps & { sun?: boolean }) {
  return (
    <Outline strokeWidth="1.5" {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      {sun && <circle cx="9" cy="9.5" r="1.5" />}
      <path d="M3 16l5-5 4 4 3-3 6 6" strokeLinejoin="round" />
    </Outline>
  );
}
