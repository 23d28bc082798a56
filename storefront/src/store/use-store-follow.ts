import { isApiError } from '@sauda/api';
import { followersAfter, type Shop } from '@sauda/commerce';
import { toast } from '@sauda/ui';
import { useState } from 'react';
import { useSWRConfig, type KeyedMutator } from 'swr';
import { followsApi } from '../api/follows-api';
import { handleSessionExpiry } from '../api/session-expiry';
import { serverMessageOr } from '../auth/server-message';
import { useFollowStatus } from '../data/use-follow-status';
import * as messages from '../messages';
import { useStoredUser } from '../session/session';

/** The lists that show followed shops (the account page, the home page's picks): read again after a change. */
const FOLLOWED_LISTS = new Set(['followed-shops', 'followed-shop-picks']);

/** The legacy backend's refusal to follow a shop it already counts as followed (contract §3.17). */
const alreadyFollows = (error: unknown) =>
  isApiError(error) && error.status === 400 && /already follows/i.test(error.serverMessage ?? '');

/** Which of the store page's dialogs is open. */
export type StoreDialog = 'login-required' | 'followed' | null;

/**
 * Follow and unfollow on the store page (§2.9, §4): a visitor gets 'Login Required'; a follow adds one follower and
 * opens 'Success'; an unfollow takes one away (never below 0). The button shows pending; failures toast the
 * server's message. After every change the follow state, the shop and the followed-shop lists are read again, so
 * the button never contradicts the server (the legacy backend may keep a shop it said it unfollowed, §3.17), and
 * "already follows" counts as following.
 */
export function useStoreFollow(shopId: string, mutateShop: KeyedMutator<Shop>) {
  const user = useStoredUser();
  const status = useFollowStatus(user?.userId ?? null, shopId);
  const [isPending, setPending] = useState(false);
  const [dialog, setDialog] = useState<StoreDialog>(null);
  const { mutate } = useSWRConfig();

  // A failed re-read keeps what the shopper sees; SWR shows its error where the data is used.
  const reread = () =>
    Promise.all([
      status.mutate(),
      mutateShop(),
      mutate((key) => Array.isArray(key) && FOLLOWED_LISTS.has(String(key[0]))),
    ]).catch(() => undefined);

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
      if (action === 'follow' && alreadyFollows(error)) await status.mutate(true, { revalidate: false });
      else if (!handleSessionExpiry(error)) {
        toast.error(
          serverMessageOr(error, action === 'follow' ? messages.store.followFailed : messages.store.unfollowFailed),
        );
      }
    } finally {
      await reread();
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
