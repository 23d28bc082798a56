import { EmptyState } from '@sauda/ui';
import * as messages from '../messages';

/** What a page shows while its data cannot be loaded; SWR keeps retrying, and the shopper may retry now. */
export function LoadFailed({ onRetry, title }: { onRetry: () => void; title: string }) {
  return (
    <EmptyState
      title={title}
      description={messages.pageLoad.loadFailed}
      actions={[{ label: messages.pageLoad.tryAgain, onPress: onRetry }]}
    />
  );
}
