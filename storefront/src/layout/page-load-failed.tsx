import { EmptyState } from '@sauda/ui';
import { useEffect } from 'react';
import * as messages from '../messages';

/** Opens the address again from the server: the page's code, or a newer deploy's, comes with it. */
export const reloadPage = () => window.location.reload();

/**
 * What shows in place of a page whose code could not be downloaded (offline, or a deploy removed the old chunk),
 * inside the header and footer: 'Try again' reloads the page, and coming back online does too. The rest of the
 * storefront keeps working; another page can be opened as usual.
 */
export function PageLoadFailed({ reload = reloadPage }: { reload?: () => void }) {
  useEffect(() => {
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [reload]);
  return (
    <EmptyState
      headingLevel={1}
      title={messages.pageLoad.failedTitle}
      description={messages.pageLoad.failed}
      actions={[
        { label: messages.pageLoad.tryAgain, onPress: reload },
        { label: messages.pageLoad.goHome, href: '/' },
      ]}
    />
  );
}
