import { Toaster as HotToaster, toast as hotToast } from 'react-hot-toast';

export interface ToasterProps {
  /**
   * Where toasts appear.
   * @default 'top-center'
   */
  position?: 'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';
}

const surface = {
  background: 'var(--sauda-color-surface-raised)',
  color: 'var(--sauda-color-text)',
  border: '1px solid var(--sauda-color-border)',
  boxShadow: 'var(--sauda-shadow-raised)',
  fontFamily: 'var(--sauda-font-sans)',
  fontSize: 'var(--sauda-text-sm)',
  maxWidth: '350px',
} as const;

/**
 * The kit's toast region, set to the spec's toast constants (§9): react-hot-toast's durations (4 s for blank, error
 * and custom, 2 s for success, loading until dismissed), at most 20 kept, 1 s removal delay, max width 350 px,
 * top-center. Errors are announced assertively. Show toasts with the exported `toast`.
 */
export function Toaster({ position = 'top-center' }: ToasterProps) {
  return (
    <div data-slot="toaster">
      <HotToaster
        position={position}
        toastOptions={{
          style: surface,
          success: {
            iconTheme: { primary: 'var(--sauda-color-success)', secondary: 'var(--sauda-color-surface-raised)' },
          },
          error: {
            iconTheme: { primary: 'var(--sauda-color-danger)', secondary: 'var(--sauda-color-surface-raised)' },
          },
        }}
      />
    </div>
  );
}

const alertProps = { role: 'alert', 'aria-live': 'assertive' } as const;

/**
 * react-hot-toast's `toast`, except that error toasts are announced as alerts (a toast's own aria props win over
 * the Toaster's per-type options, so this has to happen where the toast is made).
 */
export const toast: typeof hotToast = Object.assign(
  (...args: Parameters<typeof hotToast>) => hotToast(...args),
  hotToast,
  {
    error: ((message, options) =>
      hotToast.error(message, { ariaProps: alertProps, ...options })) as typeof hotToast.error,
  },
);
