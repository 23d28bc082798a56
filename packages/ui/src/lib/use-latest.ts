import { useLayoutEffect, useRef, type RefObject } from 'react';

/** A ref to this render's `value`, for listeners set up once that must call the caller's latest callbacks. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
