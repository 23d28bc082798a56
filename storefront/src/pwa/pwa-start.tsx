import { showPwaParts } from '../layout/site-frame';
import * as messages from '../messages';
import { watchInstallOffer } from './install-prompt';
import { PwaStatus } from './pwa-status';
import { registerServiceWorker } from './service-worker';

let started = false;

/**
 * How long the worker's registration waits: on a weak connection the page's late requests (pictures below the fold,
 * data asked for once its code ran) are still arriving after the load event, and the worker's first install downloads
 * the app shell (about 140 kB); it should not share the phone's bandwidth with them.
 */
const REGISTER_AFTER_MS = 3_000;

/**
 * What makes Sauda an app (issue 33), started once per page load by `startPwaWhenIdle`: the offline state under the
 * header, the account menu's install entry while the browser offers it, and a little later the service worker with
 * its update prompt.
 */
export function startPwa(): void {
  if (started) return;
  started = true;
  setTimeout(registerServiceWorker, REGISTER_AFTER_MS);
  showPwaParts((parts) => ({ ...parts, status: <PwaStatus /> }));
  watchInstallOffer((install) =>
    showPwaParts((parts) => ({
      ...parts,
      installEntry: install ? { id: 'install', label: messages.pwa.install, onPress: install } : undefined,
    })),
  );
}
