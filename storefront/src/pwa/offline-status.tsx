import * as messages from '../messages';

/**
 * The header's offline state: a strip under the header while the browser has no connection. The live region is
 * always there (empty while online), so a screen reader announces the text when it appears.
 */
export function OfflineStatus({ isOnline }: { isOnline: boolean }) {
  return (
    <div role="status" data-slot="offline-status">
      {!isOnline && (
        <p className="border-b border-line bg-surface px-4 py-2 text-center text-sm font-medium text-fg">
          {messages.pwa.offline}
        </p>
      )}
    </div>
  );
}
