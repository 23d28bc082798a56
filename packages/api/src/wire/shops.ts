import { z } from 'zod/mini';
import { uuidField, listOrEmpty, pagingQueryUpTo, wireId, wireOptionalNumber, wireText } from './shared';

/**
 * `FollowedShops` is the owner's "shops I follow" counter, stored as text by the legacy backend: a numeric string
 * or null (never incremented from null). Anything unreadable counts as 0.
 */
const followedShopsCount = z.pipe(
  z.optional(z.union([z.string(), z.number(), z.null()])),
  z.transform((value: string | number | null | undefined) => {
    const number = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
    return Number.isFinite(number) && number > 0 ? Math.trunc(number) : 0;
  }),
);

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
  .register(z.globalRegistry, { id: 'Shop' });

/** Path of `GET /shops/{shopId}`. */
export const shopParamsSchema = z.object({ shopId: uuidField });

/** A shop in the followed-shops list. */
export const wireFollowedShopSchema = z
  .object({ Id: wireId, Name: z.string(), Logo: wireText, FollowersCount: wireOptionalNumber })
  .register(z.globalRegistry, { id: 'FollowedShop' });

/** Answer of `GET /user/{userId}/followed-shops` (legacy: 404 when none; a missing list reads as empty). */
export const followedShopsAnswerSchema = z
  .object({ followedShops: listOrEmpty(wireFollowedShopSchema) })
  .register(z.globalRegistry, { id: 'FollowedShopsAnswer' });

/** Answer of `GET /user/{userId}/follows/{shopId}`. */
export const isFollowingAnswerSchema = z
  .object({ isFollowing: z.boolean() })
  .register(z.globalRegistry, { id: 'IsFollowingAnswer' });

/** Path of `GET /user/{userId}/follows/{shopId}`. */
export const followStatusParamsSchema = z.object({ userId: uuidField, shopId: uuidField });

/** Body of `POST /user/follow` and `POST /user/unfollow`. */
export const followBodySchema = z
  .object({ userId: uuidField, shopId: uuidField })
  .register(z.globalRegistry, { id: 'FollowBody' });

/** A shop of the directory (`GET /shops`, reference server only). */
export const wireDirectoryShopSchema = z
  .object({
    Id: wireId,
    Name: z.string(),
    Logo: wireText,
    FollowersCount: wireOptionalNumber,
    ProductCount: wireOptionalNumber,
  })
  .register(z.globalRegistry, { id: 'DirectoryShop' });

/** Answer of `GET /shops`: one page of shops, most followed first. */
export const shopDirectoryAnswerSchema = z
  .object({ shops: z.array(wireDirectoryShopSchema), totalPages: wireOptionalNumber, page: wireOptionalNumber })
  .register(z.globalRegistry, { id: 'ShopDirectoryAnswer' });

/** Query of `GET /shops`: paging and a case-insensitive part of the shop name. */
export const shopDirectoryQuerySchema = z.object({
  ...pagingQueryUpTo(100),
  query: z.optional(z.string().register(z.globalRegistry, { maxLength: 100 })),
});

export type WireShop = z.output<typeof shopAnswerSchema>;
export type WireShopDirectory = z.output<typeof shopDirectoryAnswerSchema>;
export type ShopDirectoryQuery = z.input<typeof shopDirectoryQuerySchema>;
export type WireFollowedShop = z.output<typeof wireFollowedShopSchema>;
export type FollowBody = z.input<typeof followBodySchema>;
