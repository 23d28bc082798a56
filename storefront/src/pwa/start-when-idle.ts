/** At the latest this long after the load event, the app's parts start even if the browser is never idle. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Starts the app's parts (`pwa-start.tsx`: the offline state, the install offer, the service worker) once the page
 * has loaded and the browser is idle, so they never compete with the page a shopper is waiting for: the first load
 * carries none of their code.
 */
export function startPwaWhenIdle(): void {
  const start = () => void import('./pwa-start').then(({ startPwa }) => startPwa()).catch(() => undefined);
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(start, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
