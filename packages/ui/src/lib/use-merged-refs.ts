import { useCallback, type Ref, type RefCallback } from 'react';

/** Points `ref` (a callback or an object) at `node`. */
function setRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/** One ref callback that fills every given ref, stable while they are. */
export function useMergedRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return useCallback((node: T | null) => refs.forEach((ref) => setRef(ref, node)), refs);
}
