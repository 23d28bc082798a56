import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element `ref` is put on has come near the viewport: into it, or within `ahead` below it (a length or a
 * percentage of the viewport's height, as IntersectionObserver reads it), so what it waits for can start a moment
 * before the shopper scrolls to it. Once true it stays true. False on the server and while React takes the page over,
 * so both render alike; true at once where the browser cannot tell (no IntersectionObserver).
 */
export function useNearViewport<T extends Element>(ahead = '50%'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin: `0px 0px ${ahead} 0px`,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ahead]);
  return [ref, near];
}
