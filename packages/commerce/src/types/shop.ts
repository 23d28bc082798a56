import type { Id } from './ids';

/** A vendor shop (store page header). */
export interface Shop {
  id: Id;
  name: string;
  logo: string | null;
  ownerName: string;
  followersCount: number;
  /** Number of shops this shop follows. */
  followingCount: number;
  productsCount?: number;
}

/** A shop the user follows. */
export interface FollowedShop {
  id: Id;
  name: string;
  logo: string | null;
  followersCount: number;
}
