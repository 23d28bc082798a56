import { z } from 'zod';
import { pagingQuery, wireId, wireList, wirePaging, wireText } from './shared';

/** An items category (level 4): its id drives the category listing. */
export const wireItemSchema = z
  .object({ Id: wireId, Name: wireText, Image: wireText, SubSubCategoryId: wireText })
  .meta({ id: 'ItemsCategory' });

/** Answer of `GET /items`; a missing list reads as empty (the spec only logs a warning). */
export const itemsAnswerSchema = z
  .object({ itemList: wireList(wireItemSchema), ...wirePaging })
  .meta({ id: 'ItemsAnswer' });

/** A top-level category. */
export const wireCategorySchema = z.object({ Id: wireId, Name: wireText, Image: wireText }).meta({ id: 'Category' });

/** Answer of `GET /category`. */
export const categoriesAnswerSchema = z
  .object({ categoryList: wireList(wireCategorySchema), ...wirePaging })
  .meta({ id: 'CategoriesAnswer' });

/** A brand, colour or size option (`Id` is a GUID for brands, an integer for colours and sizes). */
export const wireNamedOptionSchema = z
  .object({ Id: wireId, Name: wireText, Category: wireText })
  .meta({ id: 'NamedOption' });

/** Answer of `GET /brands`, `/colors` and `/sizes`: a bare array. */
export const namedOptionsAnswerSchema = z.array(wireNamedOptionSchema);

/** Query of `GET /items`. */
export const itemsQuerySchema = z.object({ ...pagingQuery, subSubCategoryId: z.string().optional() });

/** Query of `GET /category`. */
export const categoriesQuerySchema = z.object({ ...pagingQuery, name: z.string().optional() });

export type WireItem = z.output<typeof wireItemSchema>;
export type WireCategory = z.output<typeof wireCategorySchema>;
export type WireNamedOption = z.output<typeof wireNamedOptionSchema>;
export type ItemsQuery = z.input<typeof itemsQuerySchema>;
export type CategoriesQuery = z.input<typeof categoriesQuerySchema>;
