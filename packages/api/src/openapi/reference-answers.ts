import { z } from 'zod/mini';
import {
  categoriesAnswerSchema,
  couponValidateAnswerSchema,
  errorAnswerSchema,
  type ErrorStatus,
  REFUSALS,
  type RefusalCode,
  refusalCodesOf,
  followedShopsAnswerSchema,
  itemsAnswerSchema,
  messageAnswerSchema,
  orderCreateAnswerSchema,
  productListAnswerSchema,
  referenceSignInUser,
  savedAddressAnswerSchema,
  shopAnswerSchema,
  shopDirectoryAnswerSchema,
  signInAnswerSchema,
  userReviewAnswerSchema,
  verifyAnswerSchema,
  wireBoolean,
  wireCancellationSchema,
  wireCategorySchema,
  wireColorVariantSchema,
  wireCouponSchema,
  wireShopCouponSchema,
  wireDirectoryShopSchema,
  wireFollowedShopSchema,
  wireId,
  wireImages,
  wireItemSchema,
  wireLooseText,
  wireNamedOptionSchema,
  wireNumber,
  wireOptionalNumber,
  wireOrderDetailRowSchema,
  wireOrderSummarySchema,
  wireProductQuestionSchema,
  wireProductReviewSchema,
  wireQuestionReplySchema,
  wireProductSchema,
  wireRequestProductSchema,
  wireReturnSchema,
  wireSizeEntrySchema,
  wireUserSchema,
  wireVariantSchema,
  wireWishlistItemSchema,
} from '../wire';
import { listingAnswerSchema, wireListingFacetsSchema } from '../wire/listing';
import { declareReferenceObject, declareStrict, referenceObject, referenceRegistry, strictOf } from './strict-form';

/*
 * What the reference server answers, said once per shape as its difference from the tolerant client schema (which
 * stays the one definition of the shape): the legacy-only fields it leaves out, the fields it may send as null, its
 * UUIDs and timestamps, and the fields it sends that the client does not read. Read with packages/server/src/routes/*
 * and packages/server/src/catalogue/product-wire.ts; tests/server/openapi-answers.test.ts holds them to the answers.
 */

const uuid = z.guid();
const dateTime = z.iso.datetime();
const int = z.int();

// The shared wire builders: what each reads leniently, the reference server sends as one type.
declareStrict(wireNumber, () => z.number());
declareStrict(wireOptionalNumber, () => z.number());
declareStrict(wireId, () => uuid);
declareStrict(wireLooseText, () => z.string());
declareStrict(wireBoolean, () => z.boolean());
declareStrict(wireImages, () => z.array(z.string()));

// Products (packages/server/src/catalogue/product-wire.ts).
declareReferenceObject(wireSizeEntrySchema, {});
declareReferenceObject(wireVariantSchema, { fields: { ProductId: uuid, CreatedAt: dateTime } });
declareReferenceObject(wireColorVariantSchema, { fields: { productid: uuid, createdat: dateTime } });

const productSpec = {
  omit: ['Status', 'Sizes', 'VariantColor', 'QuestionCount'],
  nullable: ['Stock'],
  fields: {
    ShopId: uuid,
    CategoryId: uuid,
    ItemsCategoryId: uuid,
    Stock: int,
    Detail: z.array(z.unknown()),
    Rating: z.number(),
    CreatedAt: dateTime,
    UpdatedAt: dateTime,
  },
};
declareReferenceObject(wireProductSchema, {
  ...productSpec,
  description: 'A product with its names joined, ratings, and both variant lists.',
});
declareReferenceObject(productListAnswerSchema, { omit: ['page', 'totalResults'] });

/** `GET /products/{id}`: the product with its question count; colour variants only when it has no size variants. */
const productDetailAnswer = () =>
  referenceObject(wireProductSchema, {
    ...productSpec,
    id: 'ProductDetail',
    description: 'A product with its variants; `colorVariants` only when it has no size variants.',
    omit: ['Status', 'Sizes', 'VariantColor'],
    optional: ['colorVariants'],
    fields: { ...productSpec.fields, QuestionCount: int },
  });

/** The search answer: a listing page plus the number of matches. */
const searchAnswer = () =>
  referenceObject(productListAnswerSchema, {
    id: 'SearchAnswer',
    description: 'A page of matching products and the number of matches.',
    omit: ['page'],
  });

// The listing (reference server only): its products are cards, without what only the product's page shows.
const productCard = referenceObject(wireProductSchema, {
  ...productSpec,
  id: 'ProductCard',
  description: 'A product as a listing card shows it: the product without its description, details and video.',
  omit: [...productSpec.omit, 'Description', 'Detail', 'Video'],
});
declareReferenceObject(listingAnswerSchema, {
  nullable: ['nextCursor', 'facets'],
  optional: ['totalIsExact'],
  fields: { products: z.array(productCard) },
});
declareReferenceObject(wireListingFacetsSchema, { nullable: ['price'], optional: ['exact'] });

// Catalogue lists (packages/server/src/routes/taxonomy.ts).
declareReferenceObject(wireItemSchema, {
  nullable: ['Image'],
  fields: { CategoryId: uuid, SubSubCategoryId: z.null(), CreatedAt: dateTime },
});
declareReferenceObject(itemsAnswerSchema, { omit: ['currentPage', 'perPage', 'totalResults'] });
declareReferenceObject(wireCategorySchema, { nullable: ['Image'], fields: { CreatedAt: dateTime } });
declareReferenceObject(categoriesAnswerSchema, { omit: ['currentPage', 'perPage', 'totalResults'] });
declareReferenceObject(wireNamedOptionSchema, {
  id: 'Brand',
  description: 'A brand a shop is authorised to sell (names are unique in the list).',
  nullable: ['Category', 'AuthorizationStartDate', 'AuthorizationEndDate'],
  fields: {
    Relationship: z.string(),
    AuthorizationStartDate: dateTime,
    AuthorizationEndDate: dateTime,
    AuthenticationDocuments: z.string(),
    CreatedAt: dateTime,
  },
});

/** `GET /colors` and `GET /sizes`: integer ids and names. */
const filterOptionsAnswer = () =>
  z.array(
    referenceObject(wireNamedOptionSchema, {
      id: 'FilterOption',
      description: 'A colour or size of the filter panel.',
      omit: ['Category'],
      fields: { Id: int },
    }),
  );

// The signed-in user's lists and account.
declareReferenceObject(wireWishlistItemSchema, {
  omit: ['Id'],
  nullable: ['Color', 'Size', 'Price', 'OldPrice'],
  fields: { WishlistId: int, CreatedAt: dateTime },
});
declareReferenceObject(wireUserSchema, { nullable: ['Images'], fields: { Id: uuid, Images: z.string() } });

/** `PUT /user/{id}`: the message and the updated profile. */
const profileUpdateAnswer = () =>
  referenceObject(messageAnswerSchema, {
    id: 'ProfileUpdateAnswer',
    description: 'The message and the updated profile.',
    omit: ['msg', 'success'],
    fields: { user: strictOf(wireUserSchema) },
  });

declareReferenceObject(messageAnswerSchema, { omit: ['msg'], optional: ['success'] });
declareReferenceObject(savedAddressAnswerSchema, {
  nullable: ['streetAddressLine1', 'streetAddressLine2', 'city', 'state', 'zipCode'],
});
const couponSpec = {
  nullable: ['UsageLimit', 'ShopName'],
  fields: { CouponId: uuid, StartDate: dateTime, EndDate: dateTime, ShopId: uuid, VendorId: uuid },
};
declareReferenceObject(wireCouponSchema, couponSpec);
declareReferenceObject(wireShopCouponSchema, couponSpec);
declareReferenceObject(couponValidateAnswerSchema, {});

// Orders (packages/server/src/orders/order-wire.ts): a summary is the order's own columns, a detail row adds a line.
const orderLineFields = [
  'ProductId',
  'ProductName',
  'ProductPrice',
  'Quantity',
  'SelectedSize',
  'SelectedColor',
  'SelectedImage',
  'Images',
] as const;
const orderNumber = z.string().check(z.regex(/^SD-\d{4}-\d{4}$/));
const orderSpec = {
  nullable: ['StreetAddressLine2', 'DeliveredAt'],
  fields: { OrderGroupId: uuid, OrderNumber: orderNumber, CreatedAt: dateTime, DeliveredAt: dateTime },
};
declareReferenceObject(orderCreateAnswerSchema, { fields: { message: z.string(), orderGroupId: uuid, orderNumber } });
declareStrict(wireOrderSummarySchema, () =>
  referenceObject(wireOrderDetailRowSchema, {
    ...orderSpec,
    id: 'OrderSummary',
    description: "An order's address, amounts and status.",
    omit: orderLineFields,
  }),
);
declareReferenceObject(wireOrderDetailRowSchema, {
  nullable: [...orderSpec.nullable, 'SelectedSize', 'SelectedColor', 'SelectedImage'],
  fields: { ...orderSpec.fields, ProductId: uuid, ShopId: uuid },
});

// Returns and cancellations (packages/server/src/orders/request-products.ts).
declareReferenceObject(wireRequestProductSchema, {
  nullable: ['SelectedSize', 'SelectedColor', 'SelectedImage'],
  fields: { OrderId: uuid, ProductId: uuid, ShopId: uuid },
});
const requestContext = {
  UserId: uuid,
  OrderId: uuid,
  OrderGroupId: uuid,
  OrderNumber: orderNumber,
  OrderStatus: z.string(),
  UserName: z.string(),
  UserEmail: z.string(),
};
declareReferenceObject(wireReturnSchema, {
  nullable: ['OtherReason', 'VendorComments'],
  fields: { ...requestContext, VendorComments: z.string(), RequestedAt: dateTime, UpdatedAt: dateTime },
});
declareReferenceObject(wireCancellationSchema, { fields: { ...requestContext, CreatedAt: dateTime } });

// Shops and follows (packages/server/src/routes/shops.ts, follows.ts).
declareReferenceObject(shopAnswerSchema, {
  nullable: ['Logo', 'CoverImage', 'City'],
  fields: {
    Email: z.string(),
    Phone: z.string(),
    City: z.string(),
    OwnerId: uuid,
    FollowedShops: int,
    ProductCount: int,
    CreatedAt: dateTime,
  },
});
declareReferenceObject(wireDirectoryShopSchema, { nullable: ['Logo'] });
declareReferenceObject(shopDirectoryAnswerSchema, {});
declareReferenceObject(wireFollowedShopSchema, { nullable: ['Logo'] });
declareReferenceObject(followedShopsAnswerSchema, {});

// Sign-in and reviews.
let signedInUser: z.ZodMiniType | undefined;
const signedInUserAnswer = () =>
  (signedInUser ??= referenceObject(referenceSignInUser, { id: 'SignedInUser', description: 'The signed-in user.' }));
declareReferenceObject(signInAnswerSchema, { fields: { user: signedInUserAnswer(), msg: z.string() } });
// A first verification answers the session with its message; 'already verified' answers the message alone.
declareStrict(verifyAnswerSchema, () =>
  referenceObject(verifyAnswerSchema, {
    omit: ['msg'],
    optional: ['user', 'token'],
    fields: { user: signedInUserAnswer(), token: z.string().check(z.minLength(1)), success: z.boolean() },
  }),
);
declareReferenceObject(userReviewAnswerSchema, {
  nullable: ['UserImage', 'VendorReply'],
  fields: {
    UserId: uuid,
    UserName: z.string(),
    UserImage: z.string(),
    VendorReply: z.string(),
    CreatedAt: dateTime,
  },
});
declareReferenceObject(wireProductReviewSchema, {
  nullable: ['userImage', 'vendorReply'],
  fields: { userId: uuid, createdAt: dateTime },
});

// Product questions (packages/server/src/routes/questions.ts).
declareReferenceObject(wireQuestionReplySchema, {
  fields: { ShopId: uuid, Reply: z.string(), ReplyCreatedAt: dateTime },
});
declareReferenceObject(wireProductQuestionSchema, {
  fields: { UserId: uuid, Question: z.string(), QuestionCreatedAt: dateTime },
});

/** The body of every 4xx answer: `message` for people, `code` for programs (`success: false` from the coupon call). */
export const referenceErrorAnswer = referenceObject(errorAnswerSchema, {
  id: 'ErrorAnswer',
  description:
    'A refused request: `message` says why in English words; `code`, one per reason (the general code of its status ' +
    'where none is more specific), for programs and for texts in other languages; `params`, what the message names.',
  omit: ['msg', 'error'],
  optional: ['success', 'params'],
  fields: {
    code: z.enum(Object.keys(REFUSALS) as [RefusalCode, ...RefusalCode[]]),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    success: z.literal(false),
  },
});

/** The codes a refusal of each status may carry (`REFUSALS`), one component per status. */
const refusalCodeSchemas = new Map<ErrorStatus, z.ZodMiniType>();

/** The schema that narrows an `ErrorAnswer` of `status` to that status's codes (`allOf` with `ErrorAnswer`). */
export function referenceRefusalCodes(status: ErrorStatus): z.ZodMiniType {
  let schema = refusalCodeSchemas.get(status);
  if (schema === undefined) {
    const codes = refusalCodesOf(status) as [RefusalCode, ...RefusalCode[]];
    schema = z.looseObject({ code: z.enum(codes) });
    schema.register(referenceRegistry, {
      id: `Refusal${status}`,
      description: `The codes of a ${status} answer: its status's general code, then each reason.`,
    });
    refusalCodeSchemas.set(status, schema);
  }
  return schema;
}

/** Operations whose reference answer is not the strict form of their endpoint's `response`, by operation id. */
const referenceAnswerOf: Record<string, () => z.ZodMiniType> = {
  'products.get': productDetailAnswer,
  'search.products': searchAnswer,
  'catalogue.colors': filterOptionsAnswer,
  'catalogue.sizes': filterOptionsAnswer,
  'user.update': profileUpdateAnswer,
};

/** Each answer built once: a component's id names one schema only. */
const built = new Map<() => z.ZodMiniType, z.ZodMiniType>();

/** The strict schema of the reference server's success answer of an operation. */
export function referenceAnswer(operationId: string, response: z.ZodMiniType): z.ZodMiniType {
  const make = referenceAnswerOf[operationId];
  if (make === undefined) return strictOf(response);
  let schema = built.get(make);
  if (schema === undefined) built.set(make, (schema = make()));
  return schema;
}

/** The body of a 5xx answer: `message`, and `code` when the server knows what failed (a timeout, a restart). */
export const referenceServerError = referenceObject(errorAnswerSchema, {
  id: 'ServerError',
  description: 'An unexpected failure or a server that cannot answer now; never says more than `message`.',
  omit: ['msg', 'error', 'success'],
  optional: ['code'],
  fields: { code: z.string() },
});
