import { z } from 'zod/mini';
import { pagingQuery, wireId, wireList, wirePaging, wireText } from './shared';

/** An items category (level 4): its id drives the category listing. */
export const wireItemSchema = z
  .object({ Id: wireId, Name: wireText, Image: wireText, SubSubCategoryId: wireText })
  .register(z.globalRegistry, { id: 'ItemsCategory' });

/** Answer of `GET /items`; a missing list reads as empty (the spec only logs a warning). */
export const itemsAnswerSchema = z
  .object({ itemList: wireList(wireItemSchema), ...wirePaging })
  .register(z.globalRegistry, { id: 'ItemsAnswer' });

/** A top-level category. */
export const wireCategorySchema = z
  .object({ Id: wireId, Name: wireText, Image: wireText })
  .register(z.globalRegistry, { id: 'Category' });

/** Answer of `GET /category`. */
export const categoriesAnswerSchema = z
  .object({ categoryList: wireList(wireCategorySchema), ...wirePaging })
  .register(z.globalRegistry, { id: 'CategoriesAnswer' });

/** A brand, colour or size option (`Id` is a GUID for brands, an integer for colours and sizes). */
export const wireNamedOptionSchema = z
  .object({ Id: wireId, Name: wireText, Category: wireText })
  .register(z.globalRegistry, { id: 'NamedOption' });

/** Answer of `GET /brands`, `/colors` and `/sizes`: a bare array. */
export const namedOptionsAnswerSchema = z.array(wireNamedOptionSchema);

/** Query of `GET /items`. */
export const itemsQuerySchema = z.object({ ...pagingQuery, subSubCategoryId: z.optional(z.string()) });

/** Query of `GET /category`. */
export const categoriesQuerySchema = z.object({ ...pagingQuery, name: z.optional(z.string()) });

export type WireItem = z.output<typeof wireItemSchema>;
export type WireCategory = z.output<typeof wireCategorySchema>;
export type WireNamedOption = z.output<typeof wireNamedOptionSchema>;
export type ItemsQuery = z.input<typeof itemsQuerySchema>;
export type CategoriesQuery = z.input<typeof categoriesQuerySchema>;
