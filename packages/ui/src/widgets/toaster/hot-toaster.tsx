import { Toaster as HotToaster } from 'react-hot-toast';
import type { ToasterProps } from './toaster';

const surface = {
  background: 'var(--sauda-color-surface-raised)',
  color: 'var(--sauda-color-text)',
  border: '1px solid var(--sauda-color-border)',
  boxShadow: 'var(--sauda-shadow-raised)',
  fontFamily: 'var(--sauda-font-sans)',
  fontSize: 'var(--sauda-text-sm)',
  maxWidth: '350px',
} as const;

export { toast } from 'react-hot-toast';

/** react-hot-toast's region with the kit's look; downloaded with the first toast, in one module with the library. */
export function HotToasterRegion({ position }: Required<ToasterProps>) {
  return (
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
  );
}
