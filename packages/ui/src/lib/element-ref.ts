import type { ReactElement, Ref } from 'react';
import { isReact19 } from './react-major';

/**
 * The ref an element was created with, on React 18 and 19 alike: React 18 keeps it on `element.ref`, React 19 in
 * `props.ref`, and each warns in development when the other one is read.
 */
export function elementRef<T>(element: ReactElement): Ref<T> | undefined {
  return isReact19 ? (element.props as { ref?: Ref<T> }).ref : (element as ReactElement & { ref?: Ref<T> }).ref;
}
