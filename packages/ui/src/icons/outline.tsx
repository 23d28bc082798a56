import type { SVGProps } from 'react';

/**
 * Props of a kit icon: any SVG attribute (`className` for the size, `strokeWidth`, `data-slot`…). Icons are always
 * decorative (`aria-hidden`); the control around them carries the name.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'>;

/** An outline glyph on the kit's 24 px grid in the text colour; `aria-hidden` wins over the caller's props. */
export function Outline({ children, ...props }: IconProps & { children: SVGProps<SVGSVGElement>['children'] }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" {...props} aria-hidden>
      {children}
    </svg>
  );
}

/** A one-stroke glyph with round ends and corners. */
export function strokeIcon(d: string) {
  return function StrokeIcon(props: IconProps) {
    return (
      <Outline {...props}>
        <path d={d} strokeLinecap="round" strokeLinejoin="round" />
      </Outline>
    );
  };
}
