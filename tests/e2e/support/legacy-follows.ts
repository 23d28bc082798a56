import type { Request } from '@playwright/test';

// The original backend's follow calls (legacy-api-contract.md §3.17), with its bug: Users.FollowedShopsId is a
// comma-separated list whose removal handles "first of several", "last of several" and "middle" only, so
// unfollowing the only followed shop leaves it there while the counters still go down.

/** The shop of the follow journey, which only these calls know. */
export const LEGACY_FOLLOW_SHOP = { Id: 'D5E6F7A8-5555-4666-8777-900022223333', Name: 'Multan Handicrafts' };

/** The answers of the legacy follow calls for `userId` (lower case), or null for another call. */
export function legacyFollowCalls(userId: string) {
  const state = { followedShopsId: [] as string[], followersCount: 7 };
  const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();
  const shopOf = (request: Request) => (request.postDataJSON() as { shopId?: string }).shopId ?? '';

  const answer = (key: string, request: Request): { status: number; body: unknown } | null => {
    const [method, path = ''] = key.split(' ');
    if (method === 'GET' && same(path, `/shops/${LEGACY_FOLLOW_SHOP.Id}`)) {
      return {
        status: 200,
        body: {
          ...LEGACY_FOLLOW_SHOP,
          Email: 'crafts@example.pk',
          Logo: null,
          CoverImage: null,
          Phone: '3001234567',
          OwnerId: userId.toUpperCase(),
          FollowersCount: state.followersCount,
          CreatedAt: '2024-01-01T00:00:00.000Z',
          OwnerName: 'Owner',
          FollowedShops: null,
        },
      };
    }
    const status = new RegExp(`^/user/${userId}/follows/([^/]+)$`, 'i').exec(path)?.[1];
    if (method === 'GET' && status !== undefined) {
      return { status: 200, body: { isFollowing: state.followedShopsId.some((id) => same(id, status)) } };
    }
    if (method === 'GET' && same(path, `/user/${userId}/followed-shops`)) {
      if (state.followedShopsId.length === 0) return { status: 404, body: { message: 'No followed shops found' } };
      const row = { ...LEGACY_FOLLOW_SHOP, Logo: null, FollowersCount: state.followersCount };
      return { status: 200, body: { followedShops: state.followedShopsId.map(() => row) } };
    }
    if (key === 'POST /user/follow') {
      const shopId = shopOf(request);
      if (state.followedShopsId.some((id) => same(id, shopId))) {
        return { status: 400, body: { message: 'User already follows this shop' } };
      }
      state.followedShopsId.push(shopId.toUpperCase());
      state.followersCount += 1;
      return { status: 200, body: { message: 'Shop followed successfully' } };
    }
    if (key === 'POST /user/unfollow') {
      const shopId = shopOf(request);
      if (!state.followedShopsId.some((id) => same(id, shopId))) {
        return { status: 400, body: { message: 'User is not following this shop' } };
      }
      // The bug: an only followed shop is not removed; the counters go down anyway.
      if (state.followedShopsId.length > 1)
        state.followedShopsId = state.followedShopsId.filter((id) => !same(id, shopId));
      state.followersCount -= 1;
      return { status: 200, body: { message: 'Shop unfollowed successfully' } };
    }
    return null;
  };
  return { answer, state };
}
