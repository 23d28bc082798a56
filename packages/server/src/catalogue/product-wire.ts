import type { StoredSize } from '../db/schema';

/** A product row as the listing query selects it, its variants already in their wire shape. */
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
  createdAt: Date;
  updatedAt: Date;
  shopName: string;
  categoryName: string;
  itemsCategoryName: string;
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
  const { variants, colorVariants } = row;
  const firstColour = colorVariants[0];
  const firstSize = variants[0]?.Sizes[0];
  const price = firstColour?.price ?? firstSize?.price ?? 0;
  const oldPrice = firstColour?.oldprice ?? firstSize?.oldprice ?? 0;
  const discount = firstColour?.discount ?? firstSize?.discount ?? 0;
  const averageRating = Math.round(row.averageRating * 10) / 10;
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
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
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
