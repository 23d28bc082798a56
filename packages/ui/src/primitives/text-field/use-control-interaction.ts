import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { isFocusVisibleNow, trackFocusModality } from '../../lib/focus-modality';
import { usePointerHover } from '../../lib/use-pointer-hover';

type Focus = 'none' | 'pointer' | 'ring';

/**
 * Hover and focus of a field's boundary as the `data-hovered`, `data-focus-within` and `data-focus-visible`
 * attributes its styles read: hover as `usePointerHover`, the ring only when focus did not come from a pointer.
 */
export function useControlInteraction(isDisabled: boolean) {
  const { ref, isHovered, hoverProps } = usePointerHover<HTMLDivElement>(isDisabled);
  const [focus, setFocus] = useState<Focus>('none');
  useEffect(trackFocusModality, []);

  /** Shows the ring on the focused field whatever moved focus there (the browser's validation did). */
  const showFocusRing = () => setFocus('ring');

  const attributes = {
    ref,
    'data-hovered': isHovered || undefined,
    'data-focus-within': focus !== 'none' || undefined,
    'data-focus-visible': focus === 'ring' || undefined,
    ...hoverProps,
    // A click inside a field focused from the keyboard hides its ring; Escape brings it back.
    onPointerDown: () => setFocus((current) => (current === 'none' ? current : 'pointer')),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Tab') setFocus((current) => (current === 'none' ? current : 'ring'));
    },
    onFocus: () => setFocus(isFocusVisibleNow() ? 'ring' : 'pointer'),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus('none');
    },
  };
  return { attributes, showFocusRing };
}
