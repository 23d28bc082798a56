import { z } from 'zod/mini';
import {
  lowerCaseKeys,
  optionalUuid,
  pagingQuery,
  wireId,
  wireImages,
  wireList,
  wireLooseText,
  wireOptionalNumber,
  wirePaging,
  uuidField,
  wireText,
} from './shared';

/** One size of a size variant, as the seller centre sent it (any key case; numbers may be strings). */
export const wireSizeEntrySchema = lowerCaseKeys(
  z.object({
    size: wireLooseText,
    price: wireOptionalNumber,
    oldprice: wireOptionalNumber,
    discount: wireOptionalNumber,
    stock: wireOptionalNumber,
  }),
).register(z.globalRegistry, {
  id: 'SizeEntry',
  description: 'A size with its price; keys are read case-insensitively.',
});

/** A size variant row (`ProductVariants`): one colour and its sizes. */
export const wireVariantSchema = z
  .object({
    Id: z.optional(wireId),
    ProductId: z.optional(z.string()),
    VariantColor: wireText,
    VariantImage: wireText,
    Sizes: wireList(wireSizeEntrySchema),
  })
  .register(z.globalRegistry, { id: 'Variant', description: 'A size variant: one colour with its sizes.' });

/** A colour variant row; the legacy backend lower-cases every key. */
export const wireColorVariantSchema = lowerCaseKeys(
  z.object({
    id: z.optional(wireId),
    color: wireText,
    image: wireText,
    price: wireOptionalNumber,
    oldprice: wireOptionalNumber,
    discount: wireOptionalNumber,
    stock: wireOptionalNumber,
  }),
).register(z.globalRegistry, { id: 'ColorVariant', description: 'A colour variant (lower-case keys on the wire).' });

/**
 * An element of a deals entry's `Sizes`: usually a size entry; tolerated as a whole variant (`VariantColor` with
 * nested `Sizes`) because the spec reads deals that way.
 */
export const wireDealSizeSchema = z.union([
  z.object({ VariantColor: wireText, Sizes: z.array(wireSizeEntrySchema) }),
  wireSizeEntrySchema,
]);

/** A product row as the list, search, deals and detail calls send it (section 2 of the legacy contract). */
export const wireProductSchema = z
  .object({
    Id: wireId,
    ShopId: wireText,
    Name: z.string(),
    Description: wireText,
    Images: wireImages,
    Video: wireText,
    Brand: wireText,
    Price: wireOptionalNumber,
    OldPrice: wireOptionalNumber,
    Discount: wireOptionalNumber,
    CatName: wireText,
    CategoryName: wireText,
    ItemsCategoryId: wireText,
    ItemsCategoryName: wireText,
    ShopName: wireText,
    AverageRating: wireOptionalNumber,
    RatingsCount: wireOptionalNumber,
    averageRating: wireOptionalNumber,
    ratingsCount: wireOptionalNumber,
    status: wireText,
    Status: wireText,
    variants: wireList(wireVariantSchema),
    colorVariants: wireList(wireColorVariantSchema),
    /** Deals only: the qualifying variant's sizes, instead of `variants`. */
    Sizes: wireList(wireDealSizeSchema),
    /** Deals only (when present): the colour of `Sizes`. */
    VariantColor: wireText,
    QuestionCount: wireOptionalNumber,
    /** The seller's free-form product details: an array, an object, text or JSON text of those (never defined). */
    Detail: z.optional(z.unknown()),
  })
  .register(z.globalRegistry, {
    id: 'Product',
    description: 'A product row (PascalCase columns plus joined fields).',
  });

/** Answer of the product list (category and store pages) and of the deals calls. */
export const productListAnswerSchema = z
  .object({ products: z.array(wireProductSchema), ...wirePaging })
  .register(z.globalRegistry, { id: 'ProductListAnswer' });

/** Answer of the search call. */
export const searchAnswerSchema = productListAnswerSchema;

/** Answer of the product detail call: one product object, not wrapped. */
export const productDetailAnswerSchema = wireProductSchema;

/**
 * Query of `GET /products` (filters that do not work on the legacy backend are left out: the client filters). The
 * legacy backend's `subCategoryId` and `subSubCategoryId` are left out too: the reference server keeps two levels
 * (category, items category) and refuses them with a 400 rather than ignore them into an unfiltered list.
 */
export const productListQuerySchema = z.object({
  ...pagingQuery,
  status: z.optional(z.string()),
  itemsCategoryId: optionalUuid,
  categoryId: optionalUuid,
  shopId: optionalUuid,
  brand: z.optional(z.string()),
});

/** Query of `GET /products/search/result`. */
export const searchQuerySchema = z.object({ query: z.string(), ...pagingQuery });

/** Query of the deals calls. */
export const dealsQuerySchema = z.object({ ...pagingQuery });

/** Path of `GET /products/{id}`. */
export const productIdParamsSchema = z.object({ id: uuidField });

export type WireProduct = z.output<typeof wireProductSchema>;
export type WireProductInput = z.input<typeof wireProductSchema>;
export type WireVariant = z.output<typeof wireVariantSchema>;
export type WireColorVariant = z.output<typeof wireColorVariantSchema>;
export type WireSizeEntry = z.output<typeof wireSizeEntrySchema>;
export type WireDealSize = z.output<typeof wireDealSizeSchema>;
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type DealsQuery = z.input<typeof dealsQuerySchema>;
