import { z } from 'zod/mini';
import { uuidField, wireId, wireImages, wireLooseText, wireOptionalNumber, wireText } from './shared';

/** A wishlist entry; the legacy backend calls its id `WishlistId` and sends no `Id`. */
export const wireWishlistItemSchema = z
  .object({
    WishlistId: z.optional(wireId),
    Id: z.optional(wireId),
    ProductId: wireId,
    Name: wireText,
    Description: wireText,
    Images: wireImages,
    Brand: wireText,
    Color: wireLooseText,
    Size: wireLooseText,
    Rating: wireOptionalNumber,
    RatingsCount: wireOptionalNumber,
    Price: wireOptionalNumber,
    OldPrice: wireOptionalNumber,
    CreatedAt: wireText,
  })
  .register(z.globalRegistry, { id: 'WishlistItem' });

/** Answer of `GET /wishlist/{userId}`: a bare array (possibly empty). */
export const wishlistAnswerSchema = z.array(wireWishlistItemSchema);

/** Body of `POST /wishlist/add`. */
export const wishlistAddBodySchema = z
  .object({
    userId: uuidField,
    productId: uuidField,
    color: z.nullable(z.string()),
    size: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'WishlistAddBody' });

/** Body of `POST /wishlist/remove`: color and size narrow the removal when given. */
export const wishlistRemoveBodySchema = z
  .object({
    userId: uuidField,
    productId: uuidField,
    color: z.nullish(z.string()),
    size: z.nullish(z.string()),
  })
  .register(z.globalRegistry, { id: 'WishlistRemoveBody' });

/** Path of `GET /wishlist/{userId}` (and other per-user lists). */
export const userIdParamsSchema = z.object({ userId: uuidField });

export type WireWishlistItem = z.output<typeof wireWishlistItemSchema>;
export type WishlistAddBody = z.input<typeof wishlistAddBodySchema>;
export type WishlistRemoveBody = z.input<typeof wishlistRemoveBodySchema>;
