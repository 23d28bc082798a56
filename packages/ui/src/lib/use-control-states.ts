import { useEffect, useState } from 'react';
import { isFocusVisibleNow, trackFocusModality } from './focus-modality';
import { usePointerHover } from './use-pointer-hover';

/**
 * react-aria's hover and focus-visible states for a native control whose look is drawn on its label (checkbox,
 * radio): hover as `usePointerHover`; focus visible after keyboard or programmatic focus, not after a pointer press,
 * and again once a key is pressed on it. Spread `labelProps` on the label and `inputProps` on the input.
 */
export function useControlStates(isDisabled: boolean) {
  const { ref, isHovered, hoverProps } = usePointerHover<HTMLLabelElement>(isDisabled);
  const [isFocusVisible, setIsFocusVisible] = useState(false);

  useEffect(trackFocusModality, []);

  const showFocus = () => setIsFocusVisible(isFocusVisibleNow());
  return {
    isHovered,
    isFocusVisible,
    labelProps: { ref, ...hoverProps },
    inputProps: { onFocus: showFocus, onKeyDown: showFocus, onBlur: () => setIsFocusVisible(false) },
  };
}
