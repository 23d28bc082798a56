import * as messages from '../messages';

/**
 * The header's offline state: a strip under the header while the browser has no connection. The live region is
 * always there (empty while online), so a screen reader announces the text when it appears.
 */
export function OfflineStatus({ isOnline }: { isOnline: boolean }) {
  return (
    <div role="status" data-slot="offline-status">
      {!isOnline && (
        <p className="sd:border-b sd:border-line sd:bg-surface sd:px-4 sd:py-2 sd:text-center sd:text-sm sd:font-medium sd:text-fg">
          {messages.pwa.offline}
        </p>
      )}
    </div>
  );
}
