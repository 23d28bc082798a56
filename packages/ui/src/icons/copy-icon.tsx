import { Outline, type IconProps } from './outline';

/** Two overlapping sheets: copy something to the clipboard. */
export function CopyIcon(props: IconProps) {
  return (
    <Outline strokeWidth="1.75" {...props}>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M15 5.5V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h.5" strokeLinecap="round" />
    </Outline>
  );
}
