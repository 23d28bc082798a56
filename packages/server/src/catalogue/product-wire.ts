import type { StoredSize } from '../db/schema';

/**
 * A product row as the listing statement selects it: times already in ISO form, the displayed price and the rating
 * as kept on the row, the variants in their wire shape.
 */
export interface ProductRow {
  id: string;
  shopId: string;
  name: string;
  description: string;
  images: string[];
  video: string;
  brand: string;
  catName: string;
  categoryId: string;
  itemsCategoryId: string;
  stock: number | null;
  detail: unknown[];
  status: string;
  createdAt: string;
  updatedAt: string;
  shopName: string;
  categoryName: string;
  itemsCategoryName: string;
  price: number;
  oldPrice: number;
  discount: number;
  averageRating: number;
  ratingsCount: number;
  variants: VariantWire[];
  colorVariants: ColorVariantWire[];
}

/** A size variant on the wire. */
export interface VariantWire {
  Id: string;
  ProductId: string;
  VariantColor: string;
  VariantImage: string;
  Sizes: StoredSize[];
  CreatedAt: string;
}

/** A colour variant on the wire (lower-case keys, as the legacy backend sends them). */
export interface ColorVariantWire {
  id: string;
  productid: string;
  color: string;
  image: string;
  price: number;
  oldprice: number;
  discount: number;
  stock: number;
  createdat: string;
}

/** A product on the wire (legacy section 2): PascalCase columns, names joined, ratings, both variant lists. */
export function productWire(row: ProductRow) {
  const { variants, colorVariants, price, oldPrice, discount, averageRating } = row;
  return {
    Id: row.id,
    ShopId: row.shopId,
    Name: row.name,
    Description: row.description,
    Images: row.images,
    Video: row.video,
    Brand: row.brand,
    Price: price,
    OldPrice: oldPrice,
    Discount: discount,
    CatName: row.catName,
    CategoryId: row.categoryId,
    CategoryName: row.categoryName,
    ItemsCategoryId: row.itemsCategoryId,
    ItemsCategoryName: row.itemsCategoryName,
    Stock: row.stock,
    Detail: row.detail,
    Rating: averageRating,
    status: row.status,
    CreatedAt: row.createdAt,
    UpdatedAt: row.updatedAt,
    ShopName: row.shopName,
    AverageRating: averageRating,
    RatingsCount: row.ratingsCount,
    averageRating,
    ratingsCount: row.ratingsCount,
    variants,
    colorVariants,
  };
}

/** The wire type of one product. */
export type ProductWire = ReturnType<typeof productWire>;

/**
 * A product as a listing card needs it: the wire product without its description, details and video, which only the
 * product's own page shows (a phone's page of 24 cards is a third lighter for it).
 */
export function productCard(product: ProductWire) {
  const { Description: _description, Detail: _detail, Video: _video, ...card } = product;
  return card;
}
