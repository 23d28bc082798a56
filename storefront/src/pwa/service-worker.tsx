import { Button, toast } from '@sauda/ui';
import { Workbox } from 'workbox-window';
import { addressOf } from '../locale/locale';
import * as messages from '../messages';

const UPDATE_TOAST_ID = 'sauda-update';

/**
 * Registers the service worker (`storefront/pwa-plugin.ts`) once the page has loaded (Workbox waits for the load
 * event). A new build's worker waits until the shopper chooses 'Reload' in the toast: only then is it told to take
 * over, and the page reloads once it has, so no page runs half of one build and half of another.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const worker = new Workbox(addressOf('/sw.js'), { scope: addressOf('/') });
  const takeOver = () => {
    worker.addEventListener('controlling', () => window.location.reload());
    // The generated worker calls skipWaiting() on this message, and only then.
    worker.messageSkipWaiting();
  };
  worker.addEventListener('waiting', () => {
    toast(
      () => (
        <span className="sd:flex sd:items-center sd:gap-3">
          {messages.pwa.updateReady}
          <Button size="sm" onClick={takeOver}>
            {messages.pwa.reload}
          </Button>
        </span>
      ),
      { id: UPDATE_TOAST_ID, duration: Infinity },
    );
  });
  worker.register().catch((error: unknown) => {
    // The storefront works without its worker, only not offline.
    console.warn('Registering the service worker failed', error);
  });
}
