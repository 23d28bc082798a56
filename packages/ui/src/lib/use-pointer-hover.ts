import { useEffect, useRef, useState, type PointerEvent } from 'react';

/**
 * react-aria's hover rule for a native control: hovered while a mouse or pen is over the element (a tap leaves no
 * hover behind), never while disabled, and ended as soon as the pointer shows up over anything else, because
 * `pointerleave` does not always arrive (the element moved, a synthetic pointer in tests). Put `ref` and
 * `hoverProps` on the element.
 */
export function usePointerHover<T extends HTMLElement>(isDisabled: boolean) {
  const ref = useRef<T>(null);
  const [isHovered, setIsHovered] = useState(false);

  useEffect(() => {
    if (!isHovered) return;
    const endOutside = (event: globalThis.PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setIsHovered(false);
    };
    document.addEventListener('pointerover', endOutside);
    return () => document.removeEventListener('pointerover', endOutside);
  }, [isHovered]);

  return {
    ref,
    isHovered: isHovered && !isDisabled,
    hoverProps: {
      onPointerEnter: (event: PointerEvent) => setIsHovered(event.pointerType !== 'touch'),
      onPointerLeave: () => setIsHovered(false),
    },
  };
}
