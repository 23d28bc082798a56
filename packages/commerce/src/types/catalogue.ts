import type { Id } from './ids';

/** A category with its image (drawer, home). */
export interface Category {
  id: Id;
  name: string;
  image: string;
}

/** An items category (level-4 taxonomy; its id drives the category listing). */
export interface ItemCategory {
  id: Id;
  name: string;
  image?: string;
}

/** A named option of a filter list. */
export interface NamedOption {
  id: Id;
  name: string;
}

export type Brand = NamedOption;
export type Colour = NamedOption;
export type Size = NamedOption;
