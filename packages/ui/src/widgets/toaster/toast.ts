import type * as HotToastModule from 'react-hot-toast';
import type { toast as hotToast } from 'react-hot-toast';

type HotToasts = typeof HotToastModule;
type Kind = 'success' | 'error' | 'loading' | 'custom';

let library: Promise<HotToasts> | undefined;
const listeners = new Set<() => void>();

/** Loads react-hot-toast once, on the first toast, and tells a waiting `Toaster` to render. */
export function loadToastLibrary(): Promise<HotToasts> {
  if (!library) {
    library = import('react-hot-toast');
    for (const listener of listeners) listener();
  }
  return library;
}

/** For `useSyncExternalStore`: whether a toast was ever shown, so the region is needed. */
export const toastLibrary = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isRequested: () => library !== undefined,
};

const alertProps = { role: 'alert', 'aria-live': 'assertive' } as const;
let lastId = 0;

function show(kind?: Kind): typeof hotToast.success {
  return (message, options) => {
    // react-hot-toast returns the id at once; it is chosen here so callers can dismiss a toast that is still loading.
    const id = options?.id ?? `sauda-toast-${++lastId}`;
    const ariaProps = kind === 'error' ? { ariaProps: alertProps } : {};
    void loadToastLibrary().then(({ toast }) =>
      (kind ? toast[kind] : toast)(message, { ...ariaProps, ...options, id }),
    );
    return id;
  };
}

/** Runs once the library is there; before the first toast there is nothing to dismiss or remove. */
const later = (run: (toast: typeof hotToast) => void) => (): void => void library?.then(({ toast }) => run(toast));

/**
 * react-hot-toast's `toast`, loaded on first use so pages that never toast do not download it, and with error toasts
 * announced as alerts (a toast's own aria props win over the Toaster's per-type options, so this has to happen where
 * the toast is made).
 */
export const toast: typeof hotToast = /* @__PURE__ */ Object.assign(show(), {
  success: show('success'),
  error: show('error'),
  loading: show('loading'),
  custom: show('custom'),
  dismiss: (toastId?: string, toasterId?: string) => later((t) => t.dismiss(toastId, toasterId))(),
  dismissAll: (toasterId?: string) => later((t) => t.dismissAll(toasterId))(),
  remove: (toastId?: string, toasterId?: string) => later((t) => t.remove(toastId, toasterId))(),
  removeAll: (toasterId?: string) => later((t) => t.removeAll(toasterId))(),
  promise: ((promise, messages, options) =>
    loadToastLibrary().then(({ toast }) => toast.promise(promise, messages, options))) as typeof hotToast.promise,
});
