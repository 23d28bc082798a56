import { useSyncExternalStore } from 'react';
import { toastLibrary } from './toast';

export interface ToasterProps {
  /**
   * Where toasts appear.
   * @default 'top-center'
   */
  position?: 'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';
}

/**
 * The kit's toast region, set to the spec's toast constants (§9): react-hot-toast's durations (4 s for blank, error
 * and custom, 2 s for success, loading until dismissed), at most 20 kept, 1 s removal delay, max width 350 px,
 * top-center. Errors are announced assertively. Show toasts with the exported `toast`; react-hot-toast and this
 * region load with the first one; offline, a toast that cannot download them is lost, never the page.
 */
export function Toaster({ position = 'top-center' }: ToasterProps) {
  const library = useSyncExternalStore(toastLibrary.subscribe, toastLibrary.loaded, () => undefined);
  return <div data-slot="toaster">{library && <library.HotToasterRegion position={position} />}</div>;
}
