import { followersAfter, type Shop } from '@sauda/commerce';
import { toast } from '@sauda/ui';
import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import { followsApi } from '../api/follows-api';
import { handleSessionExpiry } from '../api/session-expiry';
import { serverMessageOr } from '../auth/server-message';
import { useFollowStatus } from '../data/use-follow-status';
import * as messages from '../messages';
import { useStoredUser } from '../session/session';

/** Which of the store page's dialogs is open. */
export type StoreDialog = 'login-required' | 'followed' | null;

/**
 * Follow and unfollow on the store page (§2.9, §4): a visitor gets 'Login Required'; a follow adds one follower and
 * opens 'Success'; an unfollow takes one away (never below 0). The button shows pending; failures toast the
 * server's message.
 */
export function useStoreFollow(shopId: string, mutateShop: KeyedMutator<Shop>) {
  const user = useStoredUser();
  const status = useFollowStatus(user?.userId ?? null, shopId);
  const [isPending, setPending] = useState(false);
  const [dialog, setDialog] = useState<StoreDialog>(null);

  const change = async (action: 'follow' | 'unfollow') => {
    if (!user) {
      setDialog('login-required');
      return;
    }
    setPending(true);
    try {
      const ids = { userId: user.userId, shopId };
      await (action === 'follow' ? followsApi.follow(ids) : followsApi.unfollow(ids));
      await status.mutate(action === 'follow', { revalidate: false });
      await mutateShop((shop) => shop && { ...shop, followersCount: followersAfter(shop.followersCount, action) }, {
        revalidate: false,
      });
      if (action === 'follow') setDialog('followed');
    } catch (error) {
      if (!handleSessionExpiry(error)) {
        toast.error(
          serverMessageOr(error, action === 'follow' ? messages.store.followFailed : messages.store.unfollowFailed),
        );
      }
    } finally {
      setPending(false);
    }
  };

  return {
    isFollowing: status.data === true,
    isPending: isPending || (user !== null && status.data === undefined && status.error === undefined),
    dialog,
    setDialog,
    follow: () => void change('follow'),
    unfollow: () => void change('unfollow'),
  };
}
