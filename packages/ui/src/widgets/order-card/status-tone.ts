import type { StatusTone } from '@sauda/commerce';
import type { BadgeProps } from '../../primitives/badge';

const BADGE_TONES: Record<StatusTone, NonNullable<BadgeProps['tone']>> = {
  green: 'success',
  orange: 'orange',
  purple: 'info',
  yellow: 'warning',
  red: 'danger',
  gray: 'neutral',
};

/** The Badge tone that draws one of the spec's status colours (commerce names the colour, the kit owns the palette). */
export function badgeToneFor(tone: StatusTone): NonNullable<BadgeProps['tone']> {
  return BADGE_TONES[tone];
}
