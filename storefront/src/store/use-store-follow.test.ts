// @vitest-environment jsdom
import { ApiError } from '@sauda/api';
import type { Shop } from '@sauda/commerce';
import { toast } from '@sauda/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followsApi } from '../api/follows-api';
import { signIn } from '../session/session';
import { useStoreFollow } from './use-store-follow';

const SHOP_ID = 'f0000000-0000-4000-8000-000000000001';
const shop: Shop = {
  id: SHOP_ID,
  name: 'Multan Handicrafts',
  logo: null,
  ownerName: 'Bilal Ahmed',
  followersCount: 0,
  followingCount: 2,
};

const fresh = ({ children }: { children: ReactNode }) =>
  createElement(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0 } }, children);

/** The store page's pair: the shop (as the header reads it) and the follow state. */
function renderStore(initial: Shop | (() => Shop) = shop) {
  const read = typeof initial === 'function' ? initial : () => initial;
  return renderHook(
    () => {
      const { data, mutate } = useSWR(['shop', SHOP_ID], () => Promise.resolve(read()));
      return { shop: data, follow: useStoreFollow(SHOP_ID, mutate) };
    },
    { wrapper: fresh },
  );
}

describe('useStoreFollow', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("asks a visitor to log in ('Login Required') and calls nothing", async () => {
    const follow = vi.spyOn(followsApi, 'follow');
    const { result } = renderStore();
    await waitFor(() => expect(result.current.shop).toBeDefined());
    act(() => result.current.follow.follow());
    expect(result.current.follow.dialog).toBe('login-required');
    expect(follow).not.toHaveBeenCalled();
  });

  it("follows: +1 follower, the button says Unfollow and 'Success' opens; unfollow never goes below 0", async () => {
    signIn({ userId: 'u-1', name: 'Ayesha Khan', email: 'demo@sauda.pk', phone: '3001234567' }, 'token');
    // A backend that keeps the follow and the count, as the store page reads them again after each change.
    const server = { following: false, followers: 0 };
    vi.spyOn(followsApi, 'status').mockImplementation(async () => server.following);
    const follow = vi.spyOn(followsApi, 'follow').mockImplementation(async () => {
      server.following = true;
      server.followers += 1;
      return { message: 'Shop followed successfully' };
    });
    vi.spyOn(followsApi, 'unfollow').mockImplementation(async () => {
      if (server.following) server.followers -= 1;
      server.following = false;
      return { message: 'Shop unfollowed successfully' };
    });
    const { result } = renderStore(() => ({ ...shop, followersCount: server.followers }));
    await waitFor(() => expect(result.current.follow.isPending).toBe(false));
    expect(result.current.follow.isFollowing).toBe(false);

    act(() => result.current.follow.follow());
    await waitFor(() => expect(result.current.follow.dialog).toBe('followed'));
    expect(follow).toHaveBeenCalledWith({ userId: 'u-1', shopId: SHOP_ID });
    await waitFor(() => expect(result.current.follow.isPending).toBe(false));
    expect(result.current.follow.isFollowing).toBe(true);
    expect(result.current.shop?.followersCount).toBe(1);

    act(() => result.current.follow.setDialog(null));
    act(() => result.current.follow.unfollow());
    await waitFor(() => expect(result.current.follow.isFollowing).toBe(false));
    expect(result.current.shop?.followersCount).toBe(0);
    act(() => result.current.follow.unfollow());
    await waitFor(() => expect(result.current.follow.isPending).toBe(false));
    expect(result.current.shop?.followersCount).toBe(0);
  });

  it('shows what the server kept after an unfollow it did not apply, and takes "already follows" as following (§3.17)', async () => {
    signIn({ userId: 'u-1', name: 'Ayesha Khan', email: 'demo@sauda.pk', phone: '3001234567' }, 'token');
    // The legacy bug: unfollowing the only followed shop answers 200 but the shop stays followed.
    vi.spyOn(followsApi, 'status').mockResolvedValue(true);
    vi.spyOn(followsApi, 'unfollow').mockResolvedValue({ message: 'Shop unfollowed successfully' });
    vi.spyOn(followsApi, 'follow').mockRejectedValue(
      new ApiError(400, 'User already follows this shop', { serverMessage: 'User already follows this shop' }),
    );
    const error = vi.spyOn(toast, 'error');
    const { result } = renderStore();
    await waitFor(() => expect(result.current.follow.isFollowing).toBe(true));

    act(() => result.current.follow.unfollow());
    await waitFor(() => expect(result.current.follow.isPending).toBe(false));
    expect(result.current.follow.isFollowing).toBe(true);

    act(() => result.current.follow.follow());
    await waitFor(() => expect(result.current.follow.isPending).toBe(false));
    expect(result.current.follow.isFollowing).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });

  it("toasts the server's message when following fails, and changes nothing", async () => {
    signIn({ userId: 'u-1', name: 'Ayesha Khan', email: 'demo@sauda.pk', phone: '3001234567' }, 'token');
    vi.spyOn(followsApi, 'status').mockResolvedValue(false);
    vi.spyOn(followsApi, 'follow').mockRejectedValue(
      new ApiError(400, 'Invalid shop id', { serverMessage: 'Invalid shop id' }),
    );
    const error = vi.spyOn(toast, 'error');
    const { result } = renderStore({ ...shop, followersCount: 7 });
    await waitFor(() => expect(result.current.follow.isPending).toBe(false));
    act(() => result.current.follow.follow());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Invalid shop id'));
    expect(result.current.follow.isFollowing).toBe(false);
    expect(result.current.follow.dialog).toBeNull();
    expect(result.current.shop?.followersCount).toBe(7);
  });
});
