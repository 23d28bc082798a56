import { useEffect, useRef } from 'react';
import { useStoredUser } from '../session/session';
import { clearAccountCaches } from './cache-names';
import { OfflineStatus } from './offline-status';
import { useOnline } from './use-online';

/**
 * The app's part under the header: the offline state; and, out of sight, the sign-out rule of the worker's caches. A
 * sign-out (the header's, an expired session's, in this tab or another) empties the caches that could hold what the
 * shopper saw (`clearAccountCaches`).
 */
export function PwaStatus() {
  const isOnline = useOnline();
  const user = useStoredUser();
  const wasSignedIn = useRef(user !== null);
  useEffect(() => {
    if (wasSignedIn.current && user === null) void clearAccountCaches();
    wasSignedIn.current = user !== null;
  }, [user]);
  return <OfflineStatus isOnline={isOnline} />;
}
