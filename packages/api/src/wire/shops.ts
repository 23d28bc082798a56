import { z } from 'zod';
import { idField, wireId, wireOptionalNumber, wireText } from './shared';

/**
 * `FollowedShops` is the owner's "shops I follow" counter, stored as text by the legacy backend: a numeric string
 * or null (never incremented from null). Anything unreadable counts as 0.
 */
const followedShopsCount = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => {
    const number = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
    return Number.isFinite(number) && number > 0 ? Math.trunc(number) : 0;
  });

/** Answer of `GET /shops/{shopId}`. */
export const shopAnswerSchema = z
  .object({
    Id: wireId,
    Name: z.string(),
    Logo: wireText,
    CoverImage: wireText,
    OwnerName: wireText,
    FollowersCount: wireOptionalNumber,
    FollowedShops: followedShopsCount,
    ProductsCount: wireOptionalNumber,
    CreatedAt: wireText,
  })
  .meta({ id: 'Shop' });

/** Path of `GET /shops/{shopId}`. */
export const shopParamsSchema = z.object({ shopId: idField });

/** A shop in the followed-shops list. */
export const wireFollowedShopSchema = z
  .object({ Id: wireId, Name: z.string(), Logo: wireText, FollowersCount: wireOptionalNumber })
  .meta({ id: 'FollowedShop' });

/** Answer of `GET /user/{userId}/followed-shops` (legacy: 404 when none; a missing list reads as empty). */
export const followedShopsAnswerSchema = z
  .object({
    followedShops: z
      .array(wireFollowedShopSchema)
      .nullish()
      .transform((value) => value ?? []),
  })
  .meta({ id: 'FollowedShopsAnswer' });

/** Answer of `GET /user/{userId}/follows/{shopId}`. */
export const isFollowingAnswerSchema = z.object({ isFollowing: z.boolean() }).meta({ id: 'IsFollowingAnswer' });

/** Path of `GET /user/{userId}/follows/{shopId}`. */
export const followStatusParamsSchema = z.object({ userId: idField, shopId: idField });

/** Body of `POST /user/follow` and `POST /user/unfollow`. */
export const followBodySchema = z.object({ userId: idField, shopId: idField }).meta({ id: 'FollowBody' });

export type WireShop = z.output<typeof shopAnswerSchema>;
export type WireFollowedShop = z.output<typeof wireFollowedShopSchema>;
export type FollowBody = z.input<typeof followBodySchema>;
