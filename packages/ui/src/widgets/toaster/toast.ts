import type { toast as hotToast } from 'react-hot-toast';
import type * as HotToasterModule from './hot-toaster';

/** react-hot-toast's `toast` and the kit's region for it: one module, so one download brings both or neither. */
type ToastModule = typeof HotToasterModule;
type Kind = 'success' | 'error' | 'loading' | 'custom';

let library: Promise<ToastModule> | undefined;
let loaded: ToastModule | undefined;
const listeners = new Set<() => void>();

/**
 * Loads react-hot-toast once, on the first toast, and tells a waiting `Toaster` to render once it is there. A
 * download that fails (offline, or a chunk removed by a deploy) loses that toast but not the page: the next toast
 * downloads it again.
 */
export function loadToastLibrary(): Promise<ToastModule> {
  if (!library) {
    const loading = import('./hot-toaster');
    library = loading;
    loading.then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
      },
      () => {
        if (library === loading) library = undefined;
      },
    );
  }
  return library;
}

/** For `useSyncExternalStore`: the toast module once a toast has downloaded it (the region is needed from then on). */
export const toastLibrary = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  loaded: () => loaded,
};

const ignore = () => {};

const alertProps = { role: 'alert', 'aria-live': 'assertive' } as const;
let lastId = 0;

function show(kind?: Kind): typeof hotToast.success {
  return (message, options) => {
    // react-hot-toast returns the id at once; it is chosen here so callers can dismiss a toast that is still loading.
    const id = options?.id ?? `sauda-toast-${++lastId}`;
    const ariaProps = kind === 'error' ? { ariaProps: alertProps } : {};
    loadToastLibrary().then(
      ({ toast }) => (kind ? toast[kind] : toast)(message, { ...ariaProps, ...options, id }),
      ignore,
    );
    return id;
  };
}

/** Runs once the library is there; before the first toast there is nothing to dismiss or remove. */
const later = (run: (toast: typeof hotToast) => void) => (): void =>
  void library?.then(({ toast }) => run(toast), ignore);

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
